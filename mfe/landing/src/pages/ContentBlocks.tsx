import { Card, CardContent } from '@market-muse/ui/core';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { Block, Section } from './content/types.ts';

const linkClass =
  'landing:inline-flex landing:w-fit landing:items-center landing:gap-1.5 landing:rounded-sm landing:font-medium landing:text-primary landing:underline-offset-4 landing:hover:underline landing:focus-visible:outline-2 landing:focus-visible:outline-ring';

function BlockView({ block }: { block: Block }) {
  switch (block.kind) {
    case 'paragraph':
      return <p className="landing:leading-7">{block.text}</p>;
    case 'list':
      return (
        <ul className="landing:flex landing:list-disc landing:flex-col landing:gap-2 landing:ps-6 landing:leading-7">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case 'steps':
      return (
        <ol className="landing:flex landing:list-decimal landing:flex-col landing:gap-2 landing:ps-6 landing:leading-7">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ol>
      );
    case 'template':
      return (
        <Card>
          <CardContent>
            <figure className="landing:flex landing:flex-col landing:gap-2">
              <figcaption className="landing:font-semibold landing:text-muted-foreground landing:text-sm">
                {block.label}
              </figcaption>
              <blockquote className="landing:whitespace-pre-line landing:leading-7">{block.text}</blockquote>
            </figure>
          </CardContent>
        </Card>
      );
    case 'link':
      // Mail and other full-URL links leave the router; the site's own go through it.
      return /^[a-z]+:/.test(block.to) ? (
        <a href={block.to} className={linkClass}>
          {block.text}
          <ArrowRight aria-hidden="true" className="landing:size-4" />
        </a>
      ) : (
        <Link to={block.to} className={linkClass}>
          {block.text}
          <ArrowRight aria-hidden="true" className="landing:size-4" />
        </Link>
      );
  }
}

/** A page's sections, each an <h2> with its blocks. */
export function ContentSections({ sections }: { sections: readonly Section[] }) {
  return (
    <div className="landing:flex landing:flex-col landing:gap-10">
      {sections.map((section) => (
        <section key={section.heading} className="landing:flex landing:flex-col landing:gap-4">
          <h2 className="landing:font-semibold landing:text-2xl landing:tracking-tight">{section.heading}</h2>
          {section.blocks.map((block, index) => (
            // Blocks are static content in a fixed order: their place is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: the content never reorders
            <BlockView key={index} block={block} />
          ))}
        </section>
      ))}
    </div>
  );
}
