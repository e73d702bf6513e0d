import { pino } from 'pino';
import { OpenAiClient } from '../../../../worker/src/providers/ai/openai.client.js';
import { AiFieldClassifier } from '../../../../worker/src/services/fields/ai-field-classifier.js';
import { startAiStandIn, STAND_IN_KEY } from '../../../support/ai-stand-in.js';

const QUESTION = { key: 'field_x', name: 'x', label: 'Contact', fieldType: 'text', plugin: 'acf', postType: 'post' };
const CANDIDATES = [{ id: 'email', label: 'E-mail address' }, { id: 'text', label: 'Text' }];

describe('AiFieldClassifier', () => {
  let standIn: Awaited<ReturnType<typeof startAiStandIn>>;
  beforeAll(async () => (standIn = await startAiStandIn()));
  afterAll(async () => standIn.close());

  it('gives up after its time limit and answers nothing, so tier 1 stands', async () => {
    // Setup
    standIn.script({ kind: 'hang' });
    const classifier = new AiFieldClassifier(new OpenAiClient(standIn.url, STAND_IN_KEY, 'gpt-test'), pino({ level: 'silent' }), 200);

    // Action
    const started = Date.now();
    const answers = await classifier.classify([QUESTION], CANDIDATES);

    // Assert
    expect(answers.size).toBe(0);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('takes only known type ids for the keys it asked about, from JSON wrapped in prose', async () => {
    // Setup
    standIn.script({ kind: 'answer', text: '```json\n{"field_x": "email", "field_y": "email"}\n```' });
    const classifier = new AiFieldClassifier(new OpenAiClient(standIn.url, STAND_IN_KEY, 'gpt-test'), pino({ level: 'silent' }));

    // Action
    const answers = await classifier.classify([QUESTION], CANDIDATES);
    const unknown = await (standIn.script({ kind: 'answer', text: '{"field_x": "spaceship"}' }), classifier.classify([QUESTION], CANDIDATES));

    // Assert
    expect([...answers]).toEqual([['field_x', { type: 'email', confidence: 0.85 }]]);
    expect(unknown.size).toBe(0);
    const sent = standIn.requests[0]!.body as { model: string; temperature: number; messages: Array<{ role: string; content: string }> };
    expect(sent.model).toBe('gpt-test');
    expect(sent.temperature).toBe(0);
    expect(sent.messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(sent.messages[1]!.content).toContain('"key":"field_x"');
  });
});
