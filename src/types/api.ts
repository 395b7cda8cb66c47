// The content API contract (DESIGN §3), shared by the site and the server.

export interface ApiEnvelope<T> {
  success: boolean;
  data?: T;
  message?: string;
}

export interface Offering {
  id: number;
  offering_name: string;
}

export interface Service {
  id: number;
  heading: string;
  description: string;
  image: string;
  offering_id: number;
}

export interface OfferingWithDetails extends Offering {
  services: Service[];
}

export interface ServiceSection {
  id: number;
  title: string;
  description: string;
  image: string;
}

export interface QuickFact {
  id: number;
  offering_details: number;
  fact_key: string;
  fact_value: string;
  show_facts: boolean;
}

export interface PricingEntry {
  id: number;
  offering_details: number;
  title: string;
  description: string;
}

export type PriceFeature = Record<string, string>;

export interface PricingPlan {
  id: number;
  plan_type: string;
  plan_type_display: string;
  price: number | string;
  discounted_price: number | string | null;
  discount_percentage: string;
  year: number | string;
  price_description: PriceFeature[];
  /** ISO 4217 code: 'INR' for the company's plans, 'USD' for plans stored before rupee pricing. */
  currency: string;
  /** Whether GST comes on top of the price ("+ GST"). */
  excludes_gst: boolean;
  /** The service the plan belongs to; null for a general plan, shown where a service has no plans. */
  offering_details: number | null;
}

export interface ContactEnquiry {
  full_name: string;
  email: string;
  phone: string;
  page_details: string;
  project_brief: string;
}

/** Paths of the API, relative to its origin. */
export const apiPaths = {
  offeringsWithDetails: '/api/get-offering-with-details/',
  offerings: '/api/get-offering/',
  services: '/api/get-offering-details/',
  servicesByOffering: '/api/get-by-offering/',
  serviceSections: '/api/get-overview-by-offering/',
  quickFacts: '/api/get-quickfactsviewset/',
  pricing: '/api/get-pricing/',
  pricingPlans: '/api/get-pricingplan/',
  health: '/api/health',
  contact: '/api/contact/',
} as const;
