import { useCalendarPosts, useCurrentUser } from '@market-muse/client';
import type { PlannedPost } from '@market-muse/contracts';
import { platformLabels } from '@market-muse/contracts/enums';
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@market-muse/ui';
import { format } from 'date-fns';
import { BellRing, CheckCircle2 } from 'lucide-react';
import { useMemo } from 'react';
import { CopyButton } from '../shared.tsx';
import { PostPreview } from './PostPreview.tsx';

/** How far back a post not marked as posted still shows as due. */
const DUE_DAYS = 7;

/**
 * The in-app reminder: posts whose time has come and that are not marked as posted, each with its caption
 * ready to copy, a preview for its platform and 'Mark as posted'. Nothing shows when nothing is due.
 */
export function DuePosts({ onPosted }: { onPosted: (post: PlannedPost) => void }) {
  // The window is fixed when the page opens (a range in the query key must not change every render).
  const range = useMemo(() => {
    const now = Date.now();
    return {
      from: new Date(now - DUE_DAYS * 86_400_000).toISOString(),
      to: new Date(Math.ceil(now / 60_000) * 60_000).toISOString(),
    };
  }, []);
  const posts = useCalendarPosts(range);
  const user = useCurrentUser();
  const due = (posts.data ?? []).filter(
    (post) => post.status === 'planned' && Date.parse(post.scheduledAt) <= Date.now(),
  );
  if (due.length === 0) return null;
  const name = user.data?.firstName ?? '';
  return (
    <section aria-labelledby="due-heading">
      <Card>
        <CardHeader>
          <CardTitle id="due-heading" className="assistant:flex assistant:items-center assistant:gap-2">
            <BellRing aria-hidden="true" className="assistant:size-5" /> Due now
          </CardTitle>
          <CardDescription>
            Time to post: copy the caption, post it on the platform, then mark it as posted with its link.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ul aria-label="Posts due now" className="assistant:grid assistant:gap-3 assistant:md:grid-cols-2">
            {due.map((post) => (
              <li
                key={post.id}
                data-testid="due-post"
                className="assistant:flex assistant:flex-col assistant:gap-2 assistant:rounded-lg assistant:border assistant:border-border assistant:p-3"
              >
                <div className="assistant:flex assistant:flex-wrap assistant:items-center assistant:gap-2">
                  <Badge variant="outline">{platformLabels[post.platform]}</Badge>
                  <span className="assistant:text-muted-foreground assistant:text-sm">
                    {format(new Date(post.scheduledAt), 'EEE d MMM, HH:mm')}
                  </span>
                  <span className="assistant:ml-auto">
                    <CopyButton text={post.text} label={`Copy caption: ${post.text.slice(0, 40)}`} />
                  </span>
                </div>
                <PostPreview post={post} name={name} />
                <Button onClick={() => onPosted(post)}>
                  <CheckCircle2 aria-hidden="true" /> Mark as posted
                </Button>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </section>
  );
}
