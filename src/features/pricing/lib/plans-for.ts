// Which plans a page shows: a service's own plans when it has any, the general plans otherwise.
export { plansFor } from '@/lib/pricing-plans-query';
