import { EventSchemas, type EventType, personalFieldsOf } from '@market-muse/contracts';
import { PROGRESS_EXPORT_COLUMNS } from '@market-muse/contracts/api';
import { PROGRESS_EVENT_TYPES } from '@market-muse/domain';
import { PERSONAL_ENVELOPE } from '@market-muse/eventstore';
import {
  DEFAULT_DOMAIN_TOPIC,
  DEFAULT_PROGRESS_TOPIC,
  DomainHeaders,
  type KafkaConfig,
  REDACTED_FIELDS,
  TOPIC_RETENTION,
} from '@market-muse/kafka';
import { JSONSchema } from 'effect';
import { ProgressHeaders } from './progressRecords.ts';

// The AsyncAPI 3 document of the topics, generated from the contracts' event schemas, so another team's
// consumer decodes every record with it alone. Served at /api/asyncapi.json.

type Json = Record<string, unknown>;

const headerSchema = (names: Readonly<Record<string, string>>, optional: ReadonlyArray<string>): Json => {
  const descriptions: Record<string, string> = {
    'event-id': 'The event id (UUID): unique per event; drop a record whose id you have processed.',
    'event-type': 'The event type: selects the payload schema.',
    'schema-version': 'The payload schema version (events are upcast to the current one before publishing).',
    'stream-id': 'The stream the event belongs to.',
    'stream-type': 'The aggregate type of the stream.',
    'stream-version': 'The event’s version within its stream (1, 2, ...).',
    'global-position': 'The event’s position in the store (a decimal integer).',
    'transaction-id': 'The writing transaction id: (transaction-id, global-position) is the store’s order.',
    'user-id': 'The user who caused the event (absent for system events).',
    'correlation-id': 'The id shared by every event of one request.',
    'causation-id': 'The id of the event or command that caused this one (absent when none).',
    'recorded-at': 'When the command ran (ISO 8601).',
    'created-at': 'When the event was committed (ISO 8601).',
    'content-type': 'Always application/json.',
  };
  const properties = Object.fromEntries(
    Object.values(names).map((name) => [name, { type: 'string', description: descriptions[name] ?? name }]),
  );
  return {
    type: 'object',
    properties,
    required: Object.values(names).filter((n) => !optional.includes(n)),
  };
};

const retentionText =
  'Retention is infinite (retention.ms = -1, retention.bytes = -1) and compaction is off (cleanup.policy = ' +
  'delete): every record stays, so a consumer can replay from offset zero.';

export const asyncApiDocument = (
  config?: Pick<KafkaConfig, 'brokers' | 'domainTopic' | 'progressTopic' | 'partitions'> | null,
) => {
  const domainTopic = config?.domainTopic ?? DEFAULT_DOMAIN_TOPIC;
  const progressTopic = config?.progressTopic ?? DEFAULT_PROGRESS_TOPIC;
  const definitions: Record<string, JSONSchema.JsonSchema7> = {};
  const messages: Json = {};
  const domainMessages: Json = {};
  const progressMessages: Json = {};
  for (const [type, schema] of Object.entries(EventSchemas)) {
    const payload = JSONSchema.fromAST(schema.ast, {
      definitions,
      definitionPath: '#/components/schemas/',
      target: 'jsonSchema7',
      // Events only ever gain fields: a consumer must accept fields it does not know.
      additionalPropertiesStrategy: 'allow',
    });
    const redacted = REDACTED_FIELDS[type] ?? [];
    // Personal fields travel only encrypted with their user's key: the topic forgets them with the key.
    const personal = personalFieldsOf(type as EventType).filter((field) => !redacted.includes(field));
    // Personal fields leave the payload for its one envelope, `$personal`, which holds them all encrypted.
    const shape = payload as { properties?: Record<string, unknown>; required?: string[] };
    if (personal.length > 0 && shape.properties) {
      for (const field of personal) delete shape.properties[field];
      shape.properties[PERSONAL_ENVELOPE] = { $ref: '#/components/schemas/EncryptedField' };
      shape.required = [...(shape.required ?? []).filter((f) => !personal.includes(f)), PERSONAL_ENVELOPE];
    }
    const notes = [
      ...(redacted.length > 0
        ? [`Redacted on the topic: ${redacted.join(', ')} is always the empty string.`]
        : []),
      ...(personal.length > 0
        ? [
            `Personal, encrypted together in $personal (EncryptedField): ${personal.join(', ')}. Erased for good once the user deletes their account.`,
          ]
        : []),
    ];
    messages[type] = {
      name: type,
      title: type,
      summary: `${type} (payload of the domain topic)`,
      ...(notes.length > 0 ? { description: notes.join(' ') } : {}),
      contentType: 'application/json',
      headers: { $ref: '#/components/schemas/DomainHeaders' },
      payload,
      bindings: {
        kafka: {
          key: {
            type: 'string',
            description: 'The user id: one user’s events stay in order on one partition.',
          },
          bindingVersion: '0.5.0',
        },
      },
    };
    domainMessages[type] = { $ref: `#/components/messages/${type}` };
  }
  definitions.EncryptedField = {
    type: 'object',
    description:
      "An event's personal fields, encrypted together with its user's key: AES-256-GCM over the JSON object of " +
      'those fields, the event id as additional data. Events recorded before this envelope carry one such ' +
      'object per personal field, in the field itself. Keys never leave the database; deleting the account ' +
      'destroys the key, and every copy of the fields, on this topic and in any backup, can no longer be read. ' +
      'A consumer that needs the values reads the event store instead.',
    required: ['$enc', 'sub', 'iv', 'ct'],
    properties: {
      $enc: { type: 'string', enum: ['A256GCM'] },
      sub: { type: 'string', description: 'The user whose key encrypted it (the user id).' },
      iv: { type: 'string', description: '12-byte nonce, base64.' },
      ct: { type: 'string', description: 'Ciphertext followed by the 16-byte GCM tag, base64.' },
    },
  } as JSONSchema.JsonSchema7;
  definitions.DomainHeaders = headerSchema(DomainHeaders, [
    'user-id',
    'causation-id',
  ]) as unknown as JSONSchema.JsonSchema7;
  definitions.ProgressHeaders = headerSchema(ProgressHeaders, []) as unknown as JSONSchema.JsonSchema7;
  const nullable = (type: string) => ({ type: [type, 'null'] });
  const columnTypes: Record<string, Json> = {
    schema_version: { type: 'integer' },
    title: { type: 'null', description: 'Always null: free text may hold personal data.' },
    category: nullable('string'),
    status: nullable('string'),
    value: nullable('number'),
    target_value: nullable('number'),
    project_id: nullable('string'),
    roadmap_id: nullable('string'),
    goal_id: nullable('string'),
    user: {
      type: 'string',
      description: 'u_ and 24 hex digits: HMAC-SHA256 of the user id (MM_PSEUDONYM_KEY).',
    },
  };
  definitions.ProgressRecord = {
    type: 'object',
    description: 'One progress event as a row of the analysts’ export (the same columns).',
    properties: Object.fromEntries(
      PROGRESS_EXPORT_COLUMNS.map((c) => [c, columnTypes[c] ?? { type: 'string' }]),
    ),
    required: [...PROGRESS_EXPORT_COLUMNS],
    additionalProperties: true,
  } as unknown as JSONSchema.JsonSchema7;
  messages.ProgressRecord = {
    name: 'ProgressRecord',
    title: 'Progress record',
    contentType: 'application/json',
    headers: { $ref: '#/components/schemas/ProgressHeaders' },
    payload: { $ref: '#/components/schemas/ProgressRecord' },
    bindings: {
      kafka: {
        key: { type: 'string', description: 'The user’s pseudonym (the record’s `user`).' },
        bindingVersion: '0.5.0',
      },
    },
  };
  progressMessages.ProgressRecord = { $ref: '#/components/messages/ProgressRecord' };
  const topicBinding = {
    kafka: {
      partitions: config?.partitions ?? 3,
      topicConfiguration: {
        'cleanup.policy': [TOPIC_RETENTION['cleanup.policy']],
        'retention.ms': Number(TOPIC_RETENTION['retention.ms']),
        'retention.bytes': Number(TOPIC_RETENTION['retention.bytes']),
      },
      bindingVersion: '0.5.0',
    },
  };
  return {
    asyncapi: '3.0.0',
    info: {
      title: 'Market Muse events',
      version: '1.0.0',
      description:
        'Every committed event of the Market Muse event store, published by the relay in the store’s order ' +
        '(at least once: drop duplicates by the event-id header), and the progress events alone with ' +
        'pseudonymous user keys for analysts. The record value is the JSON payload; the header `event-type` ' +
        'names its schema.',
    },
    defaultContentType: 'application/json',
    servers: {
      kafka: {
        host: config?.brokers[0] ?? '127.0.0.1:9092',
        protocol: 'kafka',
        description: 'KAFKA_BROKERS of the deployment (`npm run kafka` starts one for development).',
      },
    },
    channels: {
      domainEvents: {
        address: domainTopic,
        title: 'Domain events',
        description: `Every domain event, keyed by user id. ${retentionText}`,
        messages: domainMessages,
        bindings: topicBinding,
      },
      progressEvents: {
        address: progressTopic,
        title: 'Progress events (pseudonymous)',
        description:
          `The progress events only (${PROGRESS_EVENT_TYPES.join(', ')}), as export rows keyed by the user’s ` +
          `pseudonym; no free text, no stream ids. ${retentionText}`,
        messages: progressMessages,
        bindings: topicBinding,
      },
    },
    operations: {
      receiveDomainEvents: {
        action: 'receive',
        channel: { $ref: '#/channels/domainEvents' },
        summary: 'Subscribe to every domain event.',
      },
      receiveProgressEvents: {
        action: 'receive',
        channel: { $ref: '#/channels/progressEvents' },
        summary: 'Subscribe to the pseudonymous progress events (analysts).',
      },
    },
    components: { schemas: definitions, messages },
  };
};
