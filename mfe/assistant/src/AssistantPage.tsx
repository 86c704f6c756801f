import './styles.css';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@market-muse/ui';
import { Sparkles } from 'lucide-react';

const TOPICS = ['Pricing your work', 'Content ideas', 'Growth strategies', 'Feedback on your posts'];

/** AI assistant shell (spec §2 "AI Assistant"): chat, content, strategy and analysis land here. */
export default function AssistantPage() {
  return (
    <section aria-labelledby="assistant-title" className="ai:flex ai:flex-col ai:gap-6">
      <div className="ai:flex ai:items-center ai:gap-3">
        <span className="ai:flex ai:size-10 ai:items-center ai:justify-center ai:rounded-lg ai:bg-primary ai:text-primary-foreground">
          <Sparkles aria-hidden="true" className="ai:size-5" />
        </span>
        <div>
          <h1 id="assistant-title" className="ai:font-bold ai:text-3xl ai:tracking-tight">
            AI Marketing Assistant
          </h1>
          <p className="ai:text-muted-foreground">
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
          <ul className="ai:grid ai:gap-3 ai:sm:grid-cols-2">
            {TOPICS.map((topic) => (
              <li
                key={topic}
                className="ai:rounded-lg ai:border ai:border-border ai:px-4 ai:py-3 ai:font-medium"
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
