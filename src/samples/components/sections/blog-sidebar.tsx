import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { BLOG_THUMBNAIL_SIZE } from '@/samples/components/cards/blog-card';
import { SearchIcon } from '@/components/ui/icon';
import { Image } from '@/components/ui/image';
import type { BlogSidebarContent, BlogSidebarCount } from '@/samples/types/blog';

import '@/styles/vendor/forms.scss';
import './blog-sidebar.scss';

/** One titled block of the sidebar. */
function SidebarWidget({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section className="blog-sidebar__widget" aria-labelledby={id}>
      <h2 id={id} className="blog-sidebar__heading">
        {heading}
      </h2>
      {children}
    </section>
  );
}

/** A titled list of labels with their post counts (Categories, Archives). */
function CountWidget({ id, list }: { id: string; list: { heading: string; items: readonly BlogSidebarCount[] } }) {
  return (
    <SidebarWidget id={id} heading={list.heading}>
      <ul className="blog-sidebar__counts">
        {list.items.map((item) => (
          <li key={item.label}>
            <span>{item.label}</span>
            <span className="blog-sidebar__count">({item.count})</span>
          </li>
        ))}
      </ul>
    </SidebarWidget>
  );
}

/** The blog sidebar: search, Categories, Recent Posts, Archives and Tags. */
export function BlogSidebar({ content }: { content: BlogSidebarContent }) {
  const { search, categories, recentPosts, archives, tags } = content;
  return (
    <aside className="blog-sidebar" aria-label="Blog sidebar">
      <SidebarWidget id="blog-sidebar-search" heading={search.heading}>
        {/* The search is not wired (docs/requirements/spec.md §5). It is no form, so neither Enter nor the button
            can submit or reload the page, not even before the page has hydrated; the typed text stays. */}
        <div role="search" className="blog-sidebar__search">
          <label htmlFor="blog-search" className="visually-hidden">
            {search.label}
          </label>
          <input id="blog-search" type="search" name="q" className="form-control" placeholder={search.placeholder} autoComplete="off" />
          <button type="button" className="blog-sidebar__search-button" aria-label={search.button}>
            <SearchIcon size={20} aria-hidden />
          </button>
        </div>
      </SidebarWidget>

      <CountWidget id="blog-sidebar-categories" list={categories} />

      <SidebarWidget id="blog-sidebar-recent" heading={recentPosts.heading}>
        <ul className="blog-sidebar__recent">
          {recentPosts.posts.map((post) => (
            <li key={post.id} className="blog-sidebar__recent-item">
              <Image
                src={post.thumbnailSrc}
                alt=""
                width={BLOG_THUMBNAIL_SIZE.width}
                height={BLOG_THUMBNAIL_SIZE.height}
                className="blog-sidebar__recent-image"
              />
              <div>
                <Link to={post.href} className="blog-sidebar__recent-link">
                  {post.title}
                </Link>
                <time className="blog-sidebar__recent-date" dateTime={post.dateTime}>
                  {post.date}
                </time>
              </div>
            </li>
          ))}
        </ul>
      </SidebarWidget>

      <CountWidget id="blog-sidebar-archives" list={archives} />

      <SidebarWidget id="blog-sidebar-tags" heading={tags.heading}>
        <ul className="blog-sidebar__tags">
          {tags.items.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      </SidebarWidget>
    </aside>
  );
}
