import { Writable } from 'node:stream';
import { pino } from 'pino';
import type { AiAnswer, AiClient, CompletionRequest } from '../../../../worker/src/providers/ai/ai-client.js';
import { AiFieldClassifier } from '../../../../worker/src/services/fields/ai-field-classifier.js';
import type { AiFieldQuestion } from '../../../../worker/src/services/fields/field-detection.service.js';

const CANDIDATES = [
  { id: 'email', label: 'E-mail address' },
  { id: 'price', label: 'Price' },
  { id: 'gender', label: 'Gender' },
];

const question = (key: string, over: Partial<AiFieldQuestion> = {}): AiFieldQuestion => ({ key, name: key.replace(/^field_/, ''), label: '', fieldType: 'text', plugin: 'acf', postType: 'product', ...over });

/** A provider that answers from a script and keeps what it was asked. */
class ScriptedClient implements AiClient {
  readonly label = 'Scripted';
  readonly asked: CompletionRequest[] = [];

  constructor(private readonly answer: (request: CompletionRequest) => AiAnswer) {}

  complete(request: CompletionRequest): Promise<AiAnswer> {
    this.asked.push(request);
    return Promise.resolve(this.answer(request));
  }
}

const says = (text: string) => new ScriptedClient(() => ({ ok: true, text }));

/** A classifier whose warnings land in `logs`. */
function classifierWith(client: AiClient): { classifier: AiFieldClassifier; logs: Array<Record<string, unknown>> } {
  const logs: Array<Record<string, unknown>> = [];
  const sink = new Writable({ write: (chunk: Buffer, _enc, done) => (logs.push(JSON.parse(chunk.toString()) as Record<string, unknown>), done()) });
  return { classifier: new AiFieldClassifier(client, pino({ level: 'warn' }, sink), 1234), logs };
}

describe('AiFieldClassifier', () => {
  it('asks once for all fields, with post type, every candidate and each field\'s name, label, type, plugin and choices', async () => {
    // Setup
    const client = says('{}');
    const { classifier } = classifierWith(client);
    const choices = Array.from({ length: 25 }, (_, i) => `choice ${i}`);

    // Action
    await classifier.classify([question('field_contact', { label: 'Contact' }), question('field_sex', { name: 'sex', fieldType: 'select', plugin: 'metabox', choices })], CANDIDATES);

    // Assert
    expect(client.asked).toHaveLength(1);
    const { system, prompt, maxTokens, timeoutMs } = client.asked[0]!;
    expect(system).toContain('JSON object');
    expect(prompt).toContain('Post type: product');
    expect(prompt).toContain('\nemail: E-mail address\nprice: Price\ngender: Gender\n');
    expect(prompt).toContain('\n{"key":"field_contact","name":"contact","label":"Contact","type":"text","plugin":"acf"}\n');
    expect(prompt).toContain(`\n{"key":"field_sex","name":"sex","label":"","type":"select","plugin":"metabox","choices":${JSON.stringify(choices.slice(0, 20))}}\n`);
    expect(maxTokens).toBe(120);
    expect(timeoutMs).toBe(1234);
  });

  it('shows the AI what stands around an input where tier 1 saw it: help text, placeholder, text before and after', async () => {
    // Setup
    const client = says('{}');
    const { classifier } = classifierWith(client);

    // Action
    await classifier.classify([question('field_x', { name: 'x', fieldType: 'number', instructions: 'Net weight of the parcel', placeholder: '0.5', append: 'kg' })], CANDIDATES);

    // Assert
    expect(client.asked[0]!.prompt).toContain('\n{"key":"field_x","name":"x","label":"","type":"number","plugin":"acf","instructions":"Net weight of the parcel","placeholder":"0.5","append":"kg"}\n');
  });

  it('shows the AI the field\'s record and tier 1\'s guess, and asks it to tell apart the types tier 1 cannot', async () => {
    // Setup
    const client = says('{}');
    const { classifier } = classifierWith(client);
    const logo = question('field_img', { name: 'img', fieldType: 'image', group: 'Sponsors', parent: 'sponsor_list', parentType: 'repeater', media: 'image', guess: { type: 'image', evidence: 'field accepts an image' } });
    const bounded = question('field_n', { name: 'n', fieldType: 'number', min: -90, max: 90, step: 0.0001 });

    // Action
    await classifier.classify([logo, bounded], CANDIDATES);

    // Assert
    const { prompt } = client.asked[0]!;
    expect(prompt).toContain('\n{"key":"field_img","name":"img","label":"","type":"image","plugin":"acf","group":"Sponsors","parent":"sponsor_list","parentType":"repeater","media":"image","guess":{"type":"image","evidence":"field accepts an image"}}\n');
    expect(prompt).toContain('\n{"key":"field_n","name":"n","label":"","type":"number","plugin":"acf","min":-90,"max":90,"step":0.0001}\n');
    for (const type of ['image_logo', 'image_portrait', 'image_background', 'image_icon', 'gallery', 'file_document', 'file_audio', 'file_video', 'full_address', 'datetime']) expect(prompt).toContain(type);
  });

  it('asks between the types tier 1 hesitated on, each with the words that pointed at it', async () => {
    // Setup
    const client = says('{}');
    const { classifier } = classifierWith(client);
    const candidates = [{ type: 'email', evidence: 'instructions part "e_mail"' }, { type: 'full_name', evidence: 'placeholder "Full name"' }];
    const jury = question('field_jury', { name: 'jury', label: 'Jury', instructions: 'Contact e-mail', placeholder: 'Full name', guess: { type: 'email', evidence: 'instructions part "e_mail"' }, candidates });

    // Action
    await classifier.classify([jury], CANDIDATES);

    // Assert
    const { prompt } = client.asked[0]!;
    expect(prompt).toContain(`\n{"key":"field_jury","name":"jury","label":"Jury","type":"text","plugin":"acf","instructions":"Contact e-mail","placeholder":"Full name","guess":{"type":"email","evidence":"instructions part \\"e_mail\\""},"candidates":${JSON.stringify(candidates)}}\n`);
    expect(prompt).toContain('\n- "candidates" are the types the pattern matcher hesitated between, each with the words that pointed at it: answer one of them unless the rest clearly says another known type.\n');
  });

  it('shows the AI the fields beside each field, nearest first: the nearest six, each as "name: label" cut to 60 characters', async () => {
    // Setup
    const client = says('{}');
    const { classifier } = classifierWith(client);
    const long = 'Where the parcel goes when nobody answers the door at the address above';
    const neighbours = [
      { name: 'city', label: 'City' },
      { name: 'zip', label: '' },
      { name: 'note', label: long },
      { name: 'country', label: 'Country' },
      { name: 'phone', label: 'Phone' },
      { name: 'email', label: 'E-mail' },
      { name: 'fax', label: 'Fax' },
    ];

    // Action
    await classifier.classify([question('field_addr', { name: 'addr', label: 'Address', parent: 'stops', parentType: 'flexible_content', layout: 'delivery', neighbours })], CANDIDATES);

    // Assert
    const { prompt } = client.asked[0]!;
    const shown = ['city: City', 'zip', `note: ${long.slice(0, 53)}…`, 'country: Country', 'phone: Phone', 'email: E-mail'];
    expect(shown[2]).toHaveLength(60);
    expect(prompt).toContain(`\n{"key":"field_addr","name":"addr","label":"Address","type":"text","plugin":"acf","parent":"stops","parentType":"flexible_content","layout":"delivery","neighbours":${JSON.stringify(shown)}}\n`);
    expect(prompt).not.toContain('fax');
    expect(prompt).toContain('the fields shown beside it in the same group or parent, nearest first, as "name: label" (neighbours)');
    expect(prompt).toContain('\n- "neighbours" are the fields shown around it: they tell what record it is part of and which part of it the field holds;\n');
  });

  it('keeps the prompt bounded: a field in a group of two hundred shows six neighbours, as one of no neighbours shows none', async () => {
    // Setup
    const client = says('{}');
    const { classifier } = classifierWith(client);
    const crowd = Array.from({ length: 200 }, (_, i) => ({ name: `field_number_${i}`, label: `A rather long label for field number ${i} of the group` }));

    // Action
    await classifier.classify([question('field_a', { neighbours: crowd }), question('field_b', { neighbours: [] }), question('field_c')], CANDIDATES);

    // Assert
    const lines = client.asked[0]!.prompt.split('\n').filter((line) => line.startsWith('{"key":'));
    const shown = lines.map((line) => (JSON.parse(line) as { neighbours?: string[] }).neighbours);
    expect(shown[0]).toEqual(crowd.slice(0, 6).map((n) => `${n.name}: ${n.label}`.slice(0, 59) + '…'));
    expect(shown.slice(1)).toEqual([undefined, undefined]);
    expect(lines[0]!.length).toBeLessThan(600);
  });

  it('takes known type ids for asked keys from JSON wrapped in prose and code fences', async () => {
    // Setup
    const { classifier } = classifierWith(says('Sure! Here it is:\n```json\n{"field_a": "email", "field_b": " price "}\n```'));

    // Action
    const answers = await classifier.classify([question('field_a'), question('field_b')], CANDIDATES);

    // Assert
    expect([...answers]).toEqual([
      ['field_a', { type: 'email', confidence: 0.85 }],
      ['field_b', { type: 'price', confidence: 0.85 }],
    ]);
  });

  it('drops unknown type ids, keys it did not ask about and values that are not strings', async () => {
    // Setup
    const { classifier } = classifierWith(says('{"field_a": "spaceship", "field_x": "email", "field_b": ["price"], "field_c": "gender"}'));

    // Action
    const answers = await classifier.classify([question('field_a'), question('field_b'), question('field_c')], CANDIDATES);

    // Assert
    expect([...answers]).toEqual([['field_c', { type: 'gender', confidence: 0.85 }]]);
  });

  it.each([
    ['prose without JSON', 'I think it is probably an e-mail address.'],
    ['broken JSON', '{"field_a": "email"'],
    ['the mapping nested one level down', '{"answer": {"field_a": "email"}}'],
  ])('answers nothing for %s, and says so in the log', async (_name, text) => {
    // Setup
    const { classifier, logs } = classifierWith(says(text));

    // Action
    const answers = await classifier.classify([question('field_a')], CANDIDATES);

    // Assert
    expect(answers.size).toBe(0);
    expect(logs).toEqual([expect.objectContaining({ level: 40, provider: 'Scripted', postType: 'product', fields: 1, answer: text, msg: 'AI field detection named no known type; pattern detection stands' })]);
  });

  it('answers nothing when the provider fails, and logs why', async () => {
    // Setup
    const { classifier, logs } = classifierWith(new ScriptedClient(() => ({ ok: false, kind: 'api', status: 429, reason: 'Rate limit reached.' })));

    // Action
    const answers = await classifier.classify([question('field_a')], CANDIDATES);

    // Assert
    expect(answers.size).toBe(0);
    expect(logs).toEqual([
      expect.objectContaining({ level: 40, provider: 'Scripted', failure: { ok: false, kind: 'api', status: 429, reason: 'Rate limit reached.' }, msg: 'AI field detection failed; pattern detection stands' }),
    ]);
  });

  it('splits many fields into requests of at most 40 and merges their answers; a failed request loses only its own fields', async () => {
    // Setup: every request names the first field it was asked about, except the second, which fails.
    const questions = Array.from({ length: 85 }, (_, i) => question(`field_${i}`));
    const client = new ScriptedClient((r) => {
      const first = /"key":"(field_\d+)"/.exec(r.prompt)![1]!;
      return first === 'field_40' ? { ok: false, kind: 'connection', reason: 'no answer within 1234 ms' } : { ok: true, text: JSON.stringify({ [first]: 'email' }) };
    });
    const { classifier } = classifierWith(client);

    // Action
    const answers = await classifier.classify(questions, CANDIDATES);

    // Assert
    expect(client.asked.map((r) => r.prompt.match(/"key":/g)!.length)).toEqual([40, 40, 5]);
    expect(client.asked.map((r) => r.maxTokens)).toEqual([1260, 1260, 210]);
    expect([...answers.keys()]).toEqual(['field_0', 'field_80']);
  });

  it('asks nothing when there is nothing to ask', async () => {
    // Setup
    const client = says('{}');
    const { classifier } = classifierWith(client);

    // Action
    const answers = await classifier.classify([], CANDIDATES);

    // Assert
    expect(answers.size).toBe(0);
    expect(client.asked).toHaveLength(0);
  });
});
