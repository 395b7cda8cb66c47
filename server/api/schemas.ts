// JSON schemas of the contract's records (src/types/api.ts), used to serialize the answers.
export const offeringSchema = {
  type: 'object',
  required: ['id', 'offering_name'],
  properties: { id: { type: 'integer' }, offering_name: { type: 'string' } },
} as const;

export const serviceSchema = {
  type: 'object',
  required: ['id', 'heading', 'description', 'image', 'offering_id'],
  properties: {
    id: { type: 'integer' },
    heading: { type: 'string' },
    description: { type: 'string' },
    image: { type: 'string' },
    offering_id: { type: 'integer' },
  },
} as const;

export const offeringWithDetailsSchema = {
  type: 'object',
  required: ['id', 'offering_name', 'services'],
  properties: { ...offeringSchema.properties, services: { type: 'array', items: serviceSchema } },
} as const;

export const sectionSchema = {
  type: 'object',
  required: ['id', 'title', 'description', 'image'],
  properties: { id: { type: 'integer' }, title: { type: 'string' }, description: { type: 'string' }, image: { type: 'string' } },
} as const;

export const quickFactSchema = {
  type: 'object',
  required: ['id', 'offering_details', 'fact_key', 'fact_value', 'show_facts'],
  properties: {
    id: { type: 'integer' },
    offering_details: { type: 'integer' },
    fact_key: { type: 'string' },
    fact_value: { type: 'string' },
    show_facts: { type: 'boolean' },
  },
} as const;

export const pricingEntrySchema = {
  type: 'object',
  required: ['id', 'offering_details', 'title', 'description'],
  properties: { id: { type: 'integer' }, offering_details: { type: 'integer' }, title: { type: 'string' }, description: { type: 'string' } },
} as const;

export const pricingPlanSchema = {
  type: 'object',
  required: [
    'id',
    'plan_type',
    'plan_type_display',
    'price',
    'discounted_price',
    'discount_percentage',
    'year',
    'price_description',
    'currency',
    'excludes_gst',
    'offering_details',
  ],
  properties: {
    id: { type: 'integer' },
    plan_type: { type: 'string' },
    plan_type_display: { type: 'string' },
    price: { type: 'number' },
    discounted_price: { type: ['number', 'null'] },
    discount_percentage: { type: 'string' },
    year: { type: 'integer' },
    price_description: { type: 'array', items: { type: 'object', additionalProperties: { type: 'string' } } },
    currency: { type: 'string' },
    excludes_gst: { type: 'boolean' },
    /** The service the plan belongs to; null for a general plan. */
    offering_details: { type: ['integer', 'null'] },
  },
} as const;

export const listOf = (items: Record<string, unknown>) => ({ type: 'array', items }) as const;
