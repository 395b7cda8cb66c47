// Content of the blog: post teasers, the sample article, its share links, author, reply form and sidebar.
import type { Picture } from '@/types/content';

export interface BlogPost {
  id: string;
  thumbnailSrc: string;
  /** What the thumbnail shows, for screen readers. */
  thumbnailAlt: string;
  category: string;
  title: string;
  subtitle: string;
  /** Publication date as shown, e.g. '14 Oct 2026'. */
  date: string;
  /** The same date in ISO form for `<time dateTime>`. */
  dateTime: string;
  href: string;
}

export interface BlogCarouselContent {
  uperTitle: string;
  title: string;
  posts: readonly BlogPost[];
}

export interface BlogGridContent {
  uperTitle: string;
  title: string;
  btnText: string;
  btnUrl: string;
  /** The first post is drawn large, the others small beside it. */
  posts: readonly BlogPost[];
}

/** Copy of the post list under the two blog layouts. */
export interface BlogListCopy {
  heading: string;
  loadMore: string;
  /** Announced politely each time more posts appear. */
  status: (shown: number, total: number) => string;
}

export interface ArticleImage extends Picture {
  caption?: string;
}

export type ArticleBlock =
  | { type: 'heading'; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'list'; items: readonly string[] }
  | { type: 'quote'; text: string; cite: string }
  | { type: 'images'; images: readonly ArticleImage[] };

export interface BlogArticleContent {
  category: string;
  title: string;
  date: string;
  dateTime: string;
  readingTime: string;
  author: string;
  cover: ArticleImage;
  blocks: readonly ArticleBlock[];
  tags: readonly string[];
  tagsHeading: string;
}

export interface ShareTarget {
  name: 'LinkedIn' | 'X' | 'Facebook' | 'WhatsApp';
  /** The network's share address for a page URL and title. */
  url: (pageUrl: string, title: string) => string;
}

export interface ShareLinksContent {
  heading: string;
  /** Accessible name of each link, e.g. 'Share on LinkedIn (opens in a new tab)'. */
  linkLabel: (network: string) => string;
  targets: readonly ShareTarget[];
}

export interface AuthorContent {
  heading: string;
  name: string;
  role: string;
  bio: string;
  portrait: ArticleImage;
}

export interface CommentFormContent {
  heading: string;
  intro: string;
  note: string;
  fields: Record<'name' | 'email' | 'comment', { label: string; placeholder: string }>;
  submit: string;
}

export interface BlogSidebarCount {
  label: string;
  count: number;
}

export interface BlogSidebarContent {
  search: { heading: string; label: string; placeholder: string; button: string };
  categories: { heading: string; items: readonly BlogSidebarCount[] };
  recentPosts: { heading: string; posts: readonly BlogPost[] };
  archives: { heading: string; items: readonly BlogSidebarCount[] };
  tags: { heading: string; items: readonly string[] };
}
