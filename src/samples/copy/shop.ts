// The demo shop's copy and sample data (docs/requirements/spec.md §2 'Demo shop', §3, §9). Nothing here is for sale.
import gallery1 from '@/samples/assets/shop/gallery-1.svg';
import gallery2 from '@/samples/assets/shop/gallery-2.svg';
import gallery3 from '@/samples/assets/shop/gallery-3.svg';
import gallery4 from '@/samples/assets/shop/gallery-4.svg';
import itemIcons from '@/samples/assets/shop/item-icons.svg';
import itemPrint from '@/samples/assets/shop/item-print.svg';
import itemUiKit from '@/samples/assets/shop/item-ui-kit.svg';
import type {
  CartContent,
  CartRow,
  CheckoutContent,
  OrderSuccessContent,
  ProductContent,
  ShopListContent,
  ShopSidebarContent,
  WishlistContent,
  WishlistItem,
} from '@/samples/types/shop';

/** Product artwork is square. */
const artworkSize = { width: 480, height: 480 };

export const shopList = {
  heading: 'Products',
  resultCount: 'Showing 1–9 of 12 results',
  /** The list shows this many cards; the text above is fixed (docs/requirements/spec.md §9). */
  visibleProducts: 9,
  loading: 'Loading products…',
  empty: 'No products to show right now.',
  sortLabel: 'Sort products',
  sortOptions: [
    { value: 'latest', label: 'Sort by latest' },
    { value: 'price-asc', label: 'Sort by price: low to high' },
    { value: 'price-desc', label: 'Sort by price: high to low' },
  ],
  pages: [1, 2, 3],
  paginationLabel: 'Product pages',
  nextPage: 'Next page',
  card: {
    addToCart: (title: string) => `Add ${title} to cart`,
    addToWishlist: (title: string) => `Add ${title} to wishlist`,
    view: (title: string) => `View ${title}`,
  },
} as const satisfies ShopListContent;

export const shopSidebar = {
  label: 'Shop filters',
  search: { heading: 'Search', label: 'Search products', placeholder: 'Search products…', button: 'Search' },
  categories: { heading: 'Categories', items: ['Design', 'Creative', 'Illustration', 'Nature'] },
  price: { heading: 'Filter by price', minLabel: 'Minimum price', maxLabel: 'Maximum price', rangeLabel: 'Price' },
  brands: { heading: 'Brands', items: ['Dexterity Studio', 'Pixel Foundry', 'Northwind Prints', 'Linework Co.'] },
  tags: { heading: 'Tags', items: ['Templates', 'Posters', 'Icons', 'Prints', 'UI kits', 'Patterns', 'Watercolour'] },
  note: 'This is a demo store: the filters, search, sort and pages do not change the list.',
} as const satisfies ShopSidebarContent;

export const sampleProduct = {
  title: 'Watercolour Botanical Illustration Pack',
  price: 20,
  rating: 4.5,
  reviewCount: 1,
  sku: 'DX-ILL-020',
  category: 'Illustration',
  tags: ['Botanical', 'Watercolour', 'Prints'],
  summary:
    'Forty hand-painted leaves, stems and flowers as layered vector files, ready for packaging, invitations and wall prints. Every element comes in four colourways.',
  gallery: [
    { src: gallery1, alt: 'Botanical pack, green colourway: leafy stem in a white pot', ...artworkSize },
    { src: gallery2, alt: 'Botanical pack, teal colourway', ...artworkSize },
    { src: gallery3, alt: 'Botanical pack, amber colourway', ...artworkSize },
    { src: gallery4, alt: 'Botanical pack, violet colourway', ...artworkSize },
  ],
  galleryLabel: 'Product images',
  galleryCopy: { show: (index: number, total: number) => `Show image ${index} of ${total}` },
  quantityLabel: 'Quantity',
  addToCart: 'Add to cart',
  labels: { sku: 'SKU:', category: 'Category:', tags: 'Tags:' },
  ratingLabel: (rating: number) => `Rated ${rating} out of 5`,
  tabsLabel: 'Product information',
  tabs: { description: 'Description', additional: 'Additional information', reviews: 'Review (1)' },
  description: [
    'The pack gathers forty botanical elements painted in watercolour and traced as clean vectors, so they scale from a business card to a poster without losing their texture.',
    'Each element sits on its own layer with a transparent background. Mix them into wreaths, borders and bouquets, or use them one by one as accents.',
  ],
  additional: [
    { label: 'Format', value: 'SVG, PNG (4000 px), layered PSD' },
    { label: 'Elements', value: '40 leaves, stems and flowers' },
    { label: 'Colourways', value: 'Green, teal, amber, violet' },
    { label: 'Licence', value: 'Personal and commercial use' },
  ],
  review: {
    author: 'Meera Kulkarni',
    date: 'March 14, 2025',
    dateTime: '2025-03-14',
    rating: 5,
    text: 'Beautiful, well-organised files. I built a full set of wedding stationery in an afternoon.',
  },
} as const satisfies ProductContent;

/** The tab open when the page loads: 'Review (1)' (docs/requirements/spec.md §2). */
export const DEFAULT_PRODUCT_TAB = 'reviews';

export const cart = {
  heading: 'Your cart',
  caption: 'Products in your cart',
  columns: { product: 'Product', price: 'Price', quantity: 'Quantity', subtotal: 'Subtotal' },
  rows: [
    { id: 6, title: 'Dashboard UI Kit (team licence)', thumb: { src: itemUiKit, alt: '' }, price: 120, quantity: 2 },
    { id: 5, title: 'Line Icon Pack (extended licence)', thumb: { src: itemIcons, alt: '' }, price: 85, quantity: 3 },
    { id: 4, title: 'Mountain Sunrise Print (framed, A2)', thumb: { src: itemPrint, alt: '' }, price: 55, quantity: 2 },
  ] satisfies CartRow[],
  quantityLabel: (title: string) => `Quantity of ${title}`,
  coupon: { label: 'Coupon code', placeholder: 'Coupon code', button: 'Apply Coupon' },
  updateCart: 'Update Cart',
  continueShopping: 'Continue Shopping',
  totals: {
    heading: 'Cart totals',
    subtotal: 'Subtotal',
    shipping: 'Shipping',
    shippingValue: 'Free',
    total: 'Total',
    /** docs/requirements/spec.md §9: the cart total. */
    amount: 605,
  },
  checkout: 'Procced To Checkout',
  demoNote: 'This is a demo store: quantities and coupons are not applied.',
} as const satisfies CartContent;

export const checkout = {
  billingHeading: 'Billing details',
  formLabel: 'Billing and order',
  fields: {
    firstName: 'First name',
    lastName: 'Last name',
    company: 'Company name (optional)',
    country: 'Country',
    street: 'Street address',
    streetPlaceholder: 'House number and street name',
    apartment: 'Apartment, suite, unit, etc. (optional)',
    city: 'Town / City',
    state: 'State',
    zip: 'ZIP',
    phone: 'Phone',
    email: 'Email address',
    notes: 'Order notes (optional)',
    notesPlaceholder: 'Notes about your order, e.g. a licence holder name.',
  },
  countries: ['India', 'United States', 'United Kingdom', 'United Arab Emirates', 'Singapore', 'Australia'],
  states: ['Maharashtra', 'Karnataka', 'Gujarat', 'Delhi', 'Tamil Nadu', 'Telangana', 'West Bengal'],
  additionalHeading: 'Additional information',
  summaryHeading: 'Your order',
  summaryColumns: { product: 'Product', subtotal: 'Subtotal' },
  paymentHeading: 'Payment method',
  cashOnDelivery: 'Cash on delivery',
  cashOnDeliveryNote: 'Pay with cash when your order is delivered.',
  confirm: 'Confirm order',
  paymentMethod: 'Payment Method',
  requiredNote: 'Fields marked * are required.',
  demoNotice: 'This is a demo store: no order was placed and nothing was sent. Your details are still in the form.',
} as const satisfies CheckoutContent;

export const orderSuccess = {
  heading: 'Thank you! Your order has been received.',
  detailsLabel: 'Order details',
  orderNumber: { label: 'Order number', value: 'DX-10452' },
  /** A fixed sample date, so the prerendered page and the hydrated page agree. */
  date: { label: 'Date', value: 'November 3, 2025', dateTime: '2025-11-03' },
  total: { label: 'Total', value: 605 },
  payment: { label: 'Payment method', value: 'COD' },
  note: 'This is a demo store: no order was placed.',
  backToShop: 'Back to shop',
} as const satisfies OrderSuccessContent;

export const wishlist = {
  heading: 'Your wishlist',
  caption: 'Products on your wishlist',
  selectAll: 'Select all products',
  selectAllShort: 'Select all',
  selectRow: (title: string) => `Select ${title}`,
  columns: { product: 'Product', price: 'Price', stock: 'Stock status', actions: 'Actions' },
  inStock: (count: number) => `In stock (${count})`,
  outOfStock: 'Out of stock',
  addToCart: 'Add to cart',
  remove: (title: string) => `Remove ${title} from wishlist`,
  actionLabel: 'Action for selected products',
  actions: [
    { value: '', label: 'Actions' },
    { value: 'add-to-cart', label: 'Add to Cart' },
    { value: 'remove', label: 'Remove' },
  ],
  items: [
    { id: 6, title: 'Dashboard UI Kit', thumbUrl: itemUiKit, price: 45, stock: 4, checked: false },
    { id: 5, title: 'Line Icon Pack', thumbUrl: itemIcons, price: 12, stock: 10, checked: false },
    { id: 4, title: 'Mountain Sunrise Print', thumbUrl: itemPrint, price: 15, stock: 0, checked: false },
  ] satisfies WishlistItem[],
  demoNote: 'This is a demo store: the wishlist buttons do not change anything.',
} as const satisfies WishlistContent;
