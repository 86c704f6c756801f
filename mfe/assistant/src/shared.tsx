import { Button, toast, toastError } from '@market-muse/ui';
import { Check, Copy } from 'lucide-react';
import { useState } from 'react';

/** Discreet note of which engine answered (results carry `source`). */
export function SourceNote({ source }: { source?: 'local' | 'model' | undefined }) {
  if (!source) return null;
  return (
    <p className="assistant:text-muted-foreground assistant:text-xs">
      {source === 'model' ? 'Written by the AI model' : 'From the Market Muse knowledge base'}
    </p>
  );
}

/** One-click copy of a piece of generated text. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      toast({ title: 'Copied', description: 'Ready to paste.' });
      setTimeout(() => setCopied(false), 1500);
    } catch {
      toastError('Copy failed', 'Select the text and copy it instead.');
    }
  };
  return (
    <Button type="button" variant="ghost" size="icon" aria-label={label} onClick={copy}>
      {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
    </Button>
  );
}
