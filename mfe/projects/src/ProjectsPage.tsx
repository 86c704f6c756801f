import './styles.css';
import { Card, CardContent } from '@market-muse/ui';
import { FolderOpen } from 'lucide-react';

/** Projects list shell (spec §2 "Projects"): the list and the create dialog land here. */
export default function ProjectsPage() {
  return (
    <section aria-labelledby="projects-title" className="projects:flex projects:flex-col projects:gap-6">
      <div className="projects:flex projects:flex-col projects:gap-2">
        <h1 id="projects-title" className="projects:font-bold projects:text-3xl projects:tracking-tight">
          Your Projects
        </h1>
        <p className="projects:text-muted-foreground">
          A book, a course, an app, an art collection: each project gets its own roadmap and tasks.
        </p>
      </div>
      <Card>
        <CardContent className="projects:flex projects:flex-col projects:items-center projects:gap-3 projects:py-10 projects:text-center">
          <span className="projects:flex projects:size-12 projects:items-center projects:justify-center projects:rounded-full projects:bg-secondary projects:text-secondary-foreground">
            <FolderOpen aria-hidden="true" className="projects:size-6" />
          </span>
          <h2 className="projects:font-semibold projects:text-lg">No projects yet</h2>
          <p className="projects:max-w-sm projects:text-muted-foreground projects:text-sm">
            Your projects will be listed here, with the active one highlighted.
          </p>
        </CardContent>
      </Card>
    </section>
  );
}
