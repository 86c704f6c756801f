import './styles.css';
import { Card, CardContent } from '@market-muse/ui';
import { FolderOpen } from 'lucide-react';

/** Projects list shell (spec §2 "Projects"): the list and the create dialog land here. */
export default function ProjectsPage() {
  return (
    <section aria-labelledby="projects-title" className="pj:flex pj:flex-col pj:gap-6">
      <div className="pj:flex pj:flex-col pj:gap-2">
        <h1 id="projects-title" className="pj:font-bold pj:text-3xl pj:tracking-tight">
          Your Projects
        </h1>
        <p className="pj:text-muted-foreground">
          A book, a course, an app, an art collection: each project gets its own roadmap and tasks.
        </p>
      </div>
      <Card>
        <CardContent className="pj:flex pj:flex-col pj:items-center pj:gap-3 pj:py-10 pj:text-center">
          <span className="pj:flex pj:size-12 pj:items-center pj:justify-center pj:rounded-full pj:bg-secondary pj:text-secondary-foreground">
            <FolderOpen aria-hidden="true" className="pj:size-6" />
          </span>
          <h2 className="pj:font-semibold pj:text-lg">No projects yet</h2>
          <p className="pj:max-w-sm pj:text-muted-foreground pj:text-sm">
            Your projects will be listed here, with the active one highlighted.
          </p>
        </CardContent>
      </Card>
    </section>
  );
}
