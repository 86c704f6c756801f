// A minimal OpenAI-compatible chat-completions server on 127.0.0.1 for the adapter tests.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ChatRequest {
  readonly model: string;
  readonly messages: readonly { role: string; content: string }[];
  readonly stream?: boolean;
  readonly tools?: readonly {
    type: string;
    function: { name: string; strict?: boolean; parameters: { properties: Record<string, unknown> } };
  }[];
  readonly tool_choice?: string;
  readonly response_format?: {
    type: string;
    json_schema?: { name: string; schema: unknown; strict?: boolean };
  };
}

export type Handler = (body: ChatRequest, res: ServerResponse) => void | Promise<void>;

export interface FakeServer {
  readonly baseURL: string;
  readonly requests: ChatRequest[];
  handle(handler: Handler): void;
  close(): Promise<void>;
}

const readBody = async (req: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

export const startServer = async (): Promise<FakeServer> => {
  let handler: Handler = (_, res) => {
    res.writeHead(500).end('no handler');
  };
  const requests: ChatRequest[] = [];
  const server = createServer(async (req, res) => {
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res.writeHead(404).end();
      return;
    }
    const body = JSON.parse(await readBody(req)) as ChatRequest;
    requests.push(body);
    await handler(body, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    handle: (h) => {
      handler = h;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

/** A function call as the model sends it; `arguments` is JSON text, possibly malformed. */
export interface ScriptedToolCall {
  readonly name: string;
  readonly arguments: string;
}

/** A non-streaming chat completion whose message content is `content`, with optional tool calls. */
export const completion = (
  res: ServerResponse,
  content: string | null,
  toolCalls: readonly ScriptedToolCall[] = [],
) => {
  res.writeHead(200, { 'content-type': 'application/json' }).end(
    JSON.stringify({
      id: 'chatcmpl-test',
      object: 'chat.completion',
      created: 1_700_000_000,
      model: 'test-model',
      choices: [
        {
          index: 0,
          message: {
            role: 'assistant',
            content,
            refusal: null,
            ...(toolCalls.length > 0
              ? {
                  tool_calls: toolCalls.map((c, i) => ({
                    id: `call_${i}`,
                    type: 'function',
                    function: { name: c.name, arguments: c.arguments },
                  })),
                }
              : {}),
          },
          finish_reason: toolCalls.length > 0 ? 'tool_calls' : 'stop',
          logprobs: null,
        },
      ],
      usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
    }),
  );
};

/** Starts a server-sent-events stream; write chunks with `sendChunk`, finish with `endStream`. */
export const startStream = (res: ServerResponse) => {
  res.writeHead(200, {
    'content-type': 'text/event-stream',
    'cache-control': 'no-cache',
    connection: 'keep-alive',
  });
  res.flushHeaders();
};

export const sendChunk = (res: ServerResponse, content: string) => {
  res.write(
    `data: ${JSON.stringify({
      id: 'chatcmpl-test',
      object: 'chat.completion.chunk',
      created: 1_700_000_000,
      model: 'test-model',
      choices: [{ index: 0, delta: { role: 'assistant', content }, finish_reason: null, logprobs: null }],
    })}\n\n`,
  );
};

/** A refusal, as a model declines to answer. */
export const refusal = (res: ServerResponse, text: string) => {
  res.writeHead(200, { 'content-type': 'application/json' }).end(
    JSON.stringify({
      id: 'chatcmpl-test',
      object: 'chat.completion',
      created: 1_700_000_000,
      model: 'test-model',
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content: null, refusal: text },
          finish_reason: 'stop',
          logprobs: null,
        },
      ],
    }),
  );
};

/**
 * One fragment of a streamed tool call: the first fragment of call `index` carries its id and name,
 * later ones only more of its arguments.
 */
export const sendToolCallChunk = (
  res: ServerResponse,
  index: number,
  fragment: { readonly name?: string; readonly arguments: string },
) => {
  res.write(
    `data: ${JSON.stringify({
      id: 'chatcmpl-test',
      object: 'chat.completion.chunk',
      created: 1_700_000_000,
      model: 'test-model',
      choices: [
        {
          index: 0,
          delta: {
            tool_calls: [
              {
                index,
                ...(fragment.name ? { id: `call_${index}`, type: 'function' } : {}),
                function: {
                  ...(fragment.name ? { name: fragment.name } : {}),
                  arguments: fragment.arguments,
                },
              },
            ],
          },
          finish_reason: null,
          logprobs: null,
        },
      ],
    })}\n\n`,
  );
};

export const endStream = (res: ServerResponse) => {
  res.write('data: [DONE]\n\n');
  res.end();
};
