// Records the contract (common/api-contract.ts) allows, with each kind's edge values: the server's tests
// check its schemas accept every one (server/api/contract.test.ts), the site's that the browser reads every
// one back unchanged (src/lib/validate.test.ts). Together: whatever answer the server may send, the browser
// reads as it was sent.
import { MAX_ID, type FieldKind, type KindType, type RecordOf, type Shape } from '../api-contract.ts';

/** Values of each kind a valid answer may hold, the edges among them. */
const kindValues: { [K in FieldKind]: ReadonlyArray<KindType<K>> } = {
  id: [1, MAX_ID, 42],
  'id|null': [null, 1, MAX_ID],
  ids: [[], [MAX_ID, 1], [7]],
  text: ['', 'Tally ₹ <b>5-Star</b>', '12'],
  number: [0, -12.5, 1200],
  'number|null': [null, 0, 99.99],
  integer: [0, -3, 2026],
  boolean: [true, false],
  'text-maps': [[], [{ Users: 'Unlimited', '': '' }], [{ Storage: '20 GB' }, {}]],
  blocks: [[], [{ type: 'hero', title: 'GST e-invoicing webinar', buttons: [] }], [{ type: 'contact-form' }, { type: 'unknown-type' }]],
};

/** How many variants `contractRecords` makes: enough for every kind's every value. */
const VARIANTS = Math.max(...Object.values(kindValues).map((values) => values.length));

function recordOf<S extends Shape>(shape: S, variant: number): RecordOf<S> {
  const fields = Object.entries(shape).map(([name, kind]) => {
    if (typeof kind !== 'string') {
      // A list is empty in one variant and holds two records in the others.
      const items = variant === 0 ? [] : [recordOf(kind.list, variant), recordOf(kind.list, variant + 1)];
      return [name, items];
    }
    const values: ReadonlyArray<unknown> = kindValues[kind];
    return [name, values[variant % values.length]];
  });
  return Object.fromEntries(fields) as RecordOf<S>;
}

/** Valid records of a shape, together holding every value above of each of its fields' kinds. */
export function contractRecords<S extends Shape>(shape: S): Array<RecordOf<S>> {
  return Array.from({ length: VARIANTS }, (_, variant) => recordOf(shape, variant));
}
