import './styles.css';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@market-muse/ui';
import { Sparkles } from 'lucide-react';

const TOPICS = ['Pricing your work', 'Content ideas', 'Growth strategies', 'Feedback on your posts'];

/** AI assistant shell (spec §2 "AI Assistant"): chat, content, strategy and analysis land here. */
export default function AssistantPage() {
  return (
    <section aria-labelledby="assistant-title" className="assistant:flex assistant:flex-col assistant:gap-6">
      <div className="assistant:flex assistant:items-center assistant:gap-3">
        <span className="assistant:flex assistant:size-10 assistant:items-center assistant:justify-center assistant:rounded-lg assistant:bg-primary assistant:text-primary-foreground">
          <Sparkles aria-hidden="true" className="assistant:size-5" />
        </span>
        <div>
          <h1
            id="assistant-title"
            className="assistant:font-bold assistant:text-3xl assistant:tracking-tight"
          >
            AI Marketing Assistant
          </h1>
          <p className="assistant:text-muted-foreground">
            Advice that knows your craft, your audience and your goals.
          </p>
        </div>
      </div>
      <Card>
        <CardHeader>
          <CardTitle asHeading="h2">What you can ask</CardTitle>
          <CardDescription>Your assistant helps with the questions creatives ask most.</CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="assistant:grid assistant:gap-3 assistant:sm:grid-cols-2">
            {TOPICS.map((topic) => (
              <li
                key={topic}
                className="assistant:rounded-lg assistant:border assistant:border-border assistant:px-4 assistant:py-3 assistant:font-medium"
              >
                {topic}
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </section>
  );
}
