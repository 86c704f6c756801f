import './styles.css';
import { Button, EmptyState } from '@market-muse/ui';
import { Link, Route, Routes } from 'react-router';
import AssistantPage from './AssistantPage.tsx';
import CalendarPage from './calendar/CalendarPage.tsx';
import ContentLibraryPage from './library/ContentLibraryPage.tsx';

/** The assistant remote's pages; the shell mounts this tree on the paths the manifest gives it. */
export default function AssistantRoutes() {
  return (
    <Routes>
      <Route path="/ai-assistant" element={<AssistantPage />} />
      <Route path="/content-calendar" element={<CalendarPage />} />
      <Route path="/content" element={<ContentLibraryPage />} />
      <Route
        path="*"
        element={
          <EmptyState
            title="Page not found"
            text="There is nothing at this address yet."
            action={
              <Button asChild variant="outline">
                <Link to="/ai-assistant">Back to the assistant</Link>
              </Button>
            }
          />
        }
      />
    </Routes>
  );
}
