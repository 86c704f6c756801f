import { useAdviceStream, useChatHistory, useProfile, useStopAnswer } from '@market-muse/client';
import { creativeTypeLabels } from '@market-muse/contracts/enums';
import { Badge, Button, Card, CardContent, Spinner, Textarea, toastError } from '@market-muse/ui';
import { useMachine } from '@xstate/react';
import {
  Bot,
  DollarSign,
  Lightbulb,
  MessageCircle,
  RotateCcw,
  Send,
  Square,
  TrendingUp,
  User,
} from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { fromCallback, fromPromise } from 'xstate';
import { SourceNote } from '../shared.tsx';
import { type ChatEntry, type ChatEvent, chatMachine, type StoppedAnswer } from './chat-machine.ts';
import { ProposedActionCard } from './ProposedActionCard.tsx';

export const QUICK_PROMPTS = [
  { label: 'Pricing Strategy', icon: DollarSign, prompt: 'How should I price my work?' },
  { label: 'Social Media Growth', icon: TrendingUp, prompt: 'How can I grow my social media following?' },
  { label: 'Content Ideas', icon: Lightbulb, prompt: 'What content should I post this week?' },
  { label: 'Engagement Tips', icon: MessageCircle, prompt: 'How do I get more engagement on my posts?' },
] as const;

function Message({ entry }: { entry: ChatEntry }) {
  const mine = entry.type === 'user';
  return (
    <li className={`assistant:flex assistant:gap-3 ${mine ? 'assistant:flex-row-reverse' : ''}`}>
      <span
        aria-hidden="true"
        className={`assistant:hidden assistant:size-8 assistant:shrink-0 assistant:sm:flex assistant:items-center assistant:justify-center assistant:rounded-full ${mine ? 'assistant:bg-secondary' : 'assistant:bg-primary assistant:text-primary-foreground'}`}
      >
        {mine ? <User className="assistant:size-4" /> : <Bot className="assistant:size-4" />}
      </span>
      <div
        className={`assistant:min-w-0 assistant:max-w-[92%] assistant:break-words assistant:rounded-lg assistant:px-3 assistant:py-3 assistant:text-sm assistant:sm:max-w-[85%] assistant:sm:px-4 ${mine ? 'assistant:bg-secondary' : 'assistant:border assistant:border-border assistant:bg-card'}`}
      >
        <span className="assistant:sr-only">{mine ? 'You:' : 'Assistant:'}</span>
        {entry.message ? (
          <p className="assistant:whitespace-pre-wrap">{entry.message}</p>
        ) : entry.stopped ? (
          <p className="assistant:text-muted-foreground">Stopped before the answer began.</p>
        ) : null}
        {entry.actionSteps && entry.actionSteps.length > 0 && (
          <div className="assistant:mt-3">
            <p className="assistant:font-semibold">Action Steps</p>
            <ol className="assistant:mt-1 assistant:list-decimal assistant:space-y-1 assistant:pl-5">
              {entry.actionSteps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </div>
        )}
        {entry.proposedActions && entry.proposedActions.length > 0 && (
          <div className="assistant:mt-3">
            <p className="assistant:font-semibold">Want me to do any of this?</p>
            <ul
              aria-label="Proposed actions"
              className="assistant:mt-2 assistant:flex assistant:flex-col assistant:gap-2"
            >
              {entry.proposedActions.map((action, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: an answer's proposals never change
                <ProposedActionCard key={index} action={action} />
              ))}
            </ul>
          </div>
        )}
        {entry.stopped && (
          <Badge variant="outline" className="assistant:mt-2">
            Stopped
          </Badge>
        )}
        {entry.source && (
          <div className="assistant:mt-2">
            <SourceNote source={entry.source} />
          </div>
        )}
      </div>
    </li>
  );
}

/** The chat tab: greeting, quick prompts, history from the server, streamed answers, Stop. */
export function ChatTab() {
  const profile = useProfile();
  const history = useChatHistory();
  const stream = useAdviceStream();
  const streamRef = useRef(stream);
  streamRef.current = stream;
  const stopAnswer = useStopAnswer();
  const stopRef = useRef(stopAnswer);
  stopRef.current = stopAnswer;

  const machine = useMemo(
    () =>
      chatMachine.provide({
        actors: {
          askAdvisor: fromCallback<ChatEvent, { message: string }>(({ sendBack, input }) => {
            const controller = new AbortController();
            streamRef
              .current(
                { context: input.message },
                {
                  signal: controller.signal,
                  onTurn: (turnId) => sendBack({ type: 'TURN', turnId }),
                  onDelta: (text) => sendBack({ type: 'DELTA', text }),
                },
              )
              .then((advice) => sendBack({ type: 'DONE', answer: advice }))
              .catch((error: unknown) => {
                if (!controller.signal.aborted) sendBack({ type: 'FAIL', error });
              });
            return () => controller.abort();
          }),
          recordStop: fromPromise<unknown, StoppedAnswer>(({ input }) =>
            stopRef.current({
              context: input.message,
              shown: input.shown,
              ...(input.turnId ? { turnId: input.turnId } : {}),
            }),
          ),
        },
        actions: {
          stopNotRecorded: () =>
            toastError(
              'Error',
              'The stopped answer could not be saved; it will not be there after a reload.',
            ),
        },
      }),
    [],
  );
  const [state, send] = useMachine(machine);
  const { draft, messages, partial } = state.context;
  const busy = state.matches('asking');

  useEffect(() => {
    if (history.data && !history.isFetching) send({ type: 'HISTORY', messages: history.data });
  }, [history.data, history.isFetching, send]);

  const failed = state.matches('failed');
  useEffect(() => {
    if (failed) {
      toastError('Error', 'Failed to get AI response. Please try again.');
    }
  }, [failed]);

  const log = useRef<HTMLElement>(null);
  const scrollKey = `${messages.length}:${partial.length}`;
  useEffect(() => {
    // Keep the newest text in view as the answer grows (scrolls the log only, never the page).
    if (log.current && scrollKey) log.current.scrollTop = log.current.scrollHeight;
  }, [scrollKey]);

  const creative = profile.data?.creativeType ?? profile.data?.creativeTypes?.[0];
  const craft = creative ? creativeTypeLabels[creative].toLowerCase() : 'creative';
  // The profile's current project is the active project, whose goals and tasks the advice draws on.
  const project = profile.data?.currentProjectName;
  const greeting: ChatEntry = {
    type: 'ai',
    message: `Hi! I'm your AI marketing assistant. I'll tailor my advice to your ${craft} work${project ? ` on "${project}"` : ''} — ask me about pricing, growing your audience, content ideas or engagement, or pick a quick start below.`,
    timestamp: '',
  };

  return (
    <Card>
      <CardContent className="assistant:flex assistant:flex-col assistant:gap-4 assistant:px-3 assistant:sm:px-6">
        {/* On phones one row that scrolls sideways, so the conversation starts high on the screen. */}
        <div className="assistant:-mx-3 assistant:flex assistant:gap-2 assistant:overflow-x-auto assistant:px-3 assistant:pb-1 assistant:sm:mx-0 assistant:sm:grid assistant:sm:grid-cols-2 assistant:sm:overflow-visible assistant:sm:px-0 assistant:md:grid-cols-4">
          {QUICK_PROMPTS.map(({ label, icon: Icon, prompt }) => (
            <Button
              key={label}
              type="button"
              variant="outline"
              className="assistant:h-auto assistant:shrink-0 assistant:py-2 assistant:sm:whitespace-normal"
              disabled={busy}
              onClick={() => send({ type: 'SUBMIT', text: prompt })}
            >
              <Icon aria-hidden="true" />
              {label}
            </Button>
          ))}
        </div>
        <section
          ref={log}
          aria-label="Conversation"
          // Relative: the visually hidden labels inside are positioned absolutely, and only a positioned
          // scroller keeps them in its own scroll area instead of stretching the page below the chat.
          className="assistant:relative assistant:max-h-[60dvh] assistant:min-h-40 assistant:overflow-y-auto assistant:sm:min-h-64 assistant:rounded-lg assistant:bg-muted/40 assistant:p-2 assistant:sm:p-3"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrollable log must be reachable by keyboard
          tabIndex={0}
        >
          <ul className="assistant:flex assistant:flex-col assistant:gap-4" aria-live="polite">
            <Message entry={greeting} />
            {history.isPending && (
              <li className="assistant:flex assistant:items-center assistant:gap-2 assistant:text-muted-foreground assistant:text-sm">
                <Spinner /> Loading your conversation...
              </li>
            )}
            {history.isError && (
              <li className="assistant:text-muted-foreground assistant:text-sm">
                Your earlier messages could not be loaded; new ones still work.
              </li>
            )}
            {messages.map((entry, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: messages are append-only
              <Message key={index} entry={entry} />
            ))}
            {busy && (
              <li className="assistant:flex assistant:gap-3" data-testid="streaming-answer">
                <span
                  aria-hidden="true"
                  className="assistant:hidden assistant:size-8 assistant:shrink-0 assistant:sm:flex assistant:items-center assistant:justify-center assistant:rounded-full assistant:bg-primary assistant:text-primary-foreground"
                >
                  <Bot className="assistant:size-4" />
                </span>
                <div className="assistant:min-w-0 assistant:max-w-[92%] assistant:break-words assistant:rounded-lg assistant:border assistant:border-border assistant:bg-card assistant:px-3 assistant:py-3 assistant:text-sm assistant:sm:max-w-[85%] assistant:sm:px-4">
                  {partial ? (
                    <p className="assistant:whitespace-pre-wrap">{partial}</p>
                  ) : (
                    <p className="assistant:flex assistant:items-center assistant:gap-2 assistant:text-muted-foreground">
                      <Spinner /> Thinking...
                    </p>
                  )}
                </div>
              </li>
            )}
          </ul>
        </section>
        {/* On phones the message box stays at the bottom of the screen while the page scrolls. */}
        <form
          className="assistant:sticky assistant:bottom-0 assistant:z-10 assistant:-mx-1 assistant:flex assistant:items-end assistant:gap-2 assistant:bg-card assistant:px-1 assistant:py-2 assistant:sm:static"
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'SUBMIT' });
          }}
        >
          <Textarea
            aria-label="Your message"
            placeholder="Ask about pricing, growth, content..."
            rows={2}
            value={draft}
            className="assistant:min-h-11 assistant:flex-1 assistant:resize-none"
            onChange={(event) => send({ type: 'TYPE', text: event.target.value })}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
                event.preventDefault();
                if (!busy) send({ type: 'SUBMIT' });
              }
            }}
          />
          {(failed || state.matches('cancelled')) && state.context.pending ? (
            <Button type="button" variant="outline" onClick={() => send({ type: 'RETRY' })}>
              <RotateCcw aria-hidden="true" /> Retry
            </Button>
          ) : null}
          {busy ? (
            <Button type="button" variant="outline" onClick={() => send({ type: 'CANCEL' })}>
              <Square aria-hidden="true" /> Stop
            </Button>
          ) : null}
          <Button type="submit" disabled={busy || draft.trim().length === 0}>
            {busy ? <Spinner /> : <Send aria-hidden="true" />} Send
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
