// The demo shop's copy and sample data as the shop's components take them (src/samples/copy/shop.ts fills them in).
import type { GalleryImage, GalleryThumbsCopy } from './gallery';

export interface ShopImage {
  src: string;
  alt: string;
}

export interface CartRow {
  id: number;
  title: string;
  thumb: ShopImage;
  price: number;
  quantity: number;
}

/** docs/requirements/spec.md §3 'Wishlist sample item'. */
export interface WishlistItem {
  id: number;
  title: string;
  thumbUrl: string;
  price: number;
  stock: number;
  checked: boolean;
}

interface Option {
  value: string;
  label: string;
}

export interface ProductCardCopy {
  addToCart: (title: string) => string;
  addToWishlist: (title: string) => string;
  view: (title: string) => string;
}

export interface ShopListContent {
  heading: string;
  resultCount: string;
  /** The list shows this many cards; the result text is fixed (docs/requirements/spec.md §9). */
  visibleProducts: number;
  loading: string;
  empty: string;
  sortLabel: string;
  sortOptions: readonly Option[];
  pages: readonly number[];
  paginationLabel: string;
  nextPage: string;
  card: ProductCardCopy;
}

interface CheckList {
  heading: string;
  items: readonly string[];
}

export interface ShopSidebarContent {
  label: string;
  search: { heading: string; label: string; placeholder: string; button: string };
  categories: CheckList;
  price: { heading: string; minLabel: string; maxLabel: string; rangeLabel: string };
  brands: CheckList;
  tags: CheckList;
  note: string;
}

export interface ProductContent {
  title: string;
  price: number;
  rating: number;
  reviewCount: number;
  sku: string;
  category: string;
  tags: readonly string[];
  summary: string;
  gallery: readonly GalleryImage[];
  galleryLabel: string;
  galleryCopy: GalleryThumbsCopy;
  quantityLabel: string;
  addToCart: string;
  labels: { sku: string; category: string; tags: string };
  ratingLabel: (rating: number) => string;
  tabsLabel: string;
  tabs: { description: string; additional: string; reviews: string };
  description: readonly string[];
  additional: readonly { label: string; value: string }[];
  review: { author: string; date: string; dateTime: string; rating: number; text: string };
}

export interface CartContent {
  heading: string;
  caption: string;
  columns: { product: string; price: string; quantity: string; subtotal: string };
  rows: readonly CartRow[];
  quantityLabel: (title: string) => string;
  coupon: { label: string; placeholder: string; button: string };
  updateCart: string;
  continueShopping: string;
  totals: { heading: string; subtotal: string; shipping: string; shippingValue: string; total: string; amount: number };
  checkout: string;
  demoNote: string;
}

export interface CheckoutContent {
  billingHeading: string;
  formLabel: string;
  fields: {
    firstName: string;
    lastName: string;
    company: string;
    country: string;
    street: string;
    streetPlaceholder: string;
    apartment: string;
    city: string;
    state: string;
    zip: string;
    phone: string;
    email: string;
    notes: string;
    notesPlaceholder: string;
  };
  countries: readonly string[];
  states: readonly string[];
  additionalHeading: string;
  summaryHeading: string;
  summaryColumns: { product: string; subtotal: string };
  paymentHeading: string;
  cashOnDelivery: string;
  cashOnDeliveryNote: string;
  confirm: string;
  paymentMethod: string;
  requiredNote: string;
  demoNotice: string;
}

interface Detail<T> {
  label: string;
  value: T;
}

export interface OrderSuccessContent {
  heading: string;
  detailsLabel: string;
  orderNumber: Detail<string>;
  date: Detail<string> & { dateTime: string };
  total: Detail<number>;
  payment: Detail<string>;
  note: string;
  backToShop: string;
}

export interface WishlistContent {
  heading: string;
  caption: string;
  selectAll: string;
  selectAllShort: string;
  selectRow: (title: string) => string;
  columns: { product: string; price: string; stock: string; actions: string };
  inStock: (count: number) => string;
  outOfStock: string;
  addToCart: string;
  remove: (title: string) => string;
  actionLabel: string;
  actions: readonly Option[];
  items: readonly WishlistItem[];
  demoNote: string;
}
