import { Link } from 'react-router-dom';

import { SearchIcon } from '@/components/ui/icon';
import { Image } from '@/components/ui/image';
import { BLOG_THUMBNAIL_SIZE, blogPosts, blogSidebar } from '@/content/blog';

import '@/styles/vendor/forms.scss';
import './blog-sidebar.scss';

/** The blog sidebar: search, Categories, Recent Posts, Archives and Tags. */
export function BlogSidebar() {
  const { search, categories, recentPosts, archives, tags } = blogSidebar;
  return (
    <aside className="blog-sidebar" aria-label="Blog sidebar">
      <section className="blog-sidebar__widget" aria-labelledby="blog-sidebar-search">
        <h2 id="blog-sidebar-search" className="blog-sidebar__heading">
          {search.heading}
        </h2>
        {/* The search is not wired (SPEC §5). It is no form, so neither Enter nor the button can submit
            or reload the page, not even before the page has hydrated; the typed text stays. */}
        <div role="search" className="blog-sidebar__search">
          <label htmlFor="blog-search" className="visually-hidden">
            {search.label}
          </label>
          <input id="blog-search" type="search" name="q" className="form-control" placeholder={search.placeholder} autoComplete="off" />
          <button type="button" className="blog-sidebar__search-button" aria-label={search.button}>
            <SearchIcon size={20} aria-hidden />
          </button>
        </div>
      </section>

      <section className="blog-sidebar__widget" aria-labelledby="blog-sidebar-categories">
        <h2 id="blog-sidebar-categories" className="blog-sidebar__heading">
          {categories.heading}
        </h2>
        <ul className="blog-sidebar__counts">
          {categories.items.map((item) => (
            <li key={item.label}>
              <span>{item.label}</span>
              <span className="blog-sidebar__count">({item.count})</span>
            </li>
          ))}
        </ul>
      </section>

      <section className="blog-sidebar__widget" aria-labelledby="blog-sidebar-recent">
        <h2 id="blog-sidebar-recent" className="blog-sidebar__heading">
          {recentPosts.heading}
        </h2>
        <ul className="blog-sidebar__recent">
          {blogPosts.slice(0, recentPosts.count).map((post) => (
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
      </section>

      <section className="blog-sidebar__widget" aria-labelledby="blog-sidebar-archives">
        <h2 id="blog-sidebar-archives" className="blog-sidebar__heading">
          {archives.heading}
        </h2>
        <ul className="blog-sidebar__counts">
          {archives.items.map((item) => (
            <li key={item.label}>
              <span>{item.label}</span>
              <span className="blog-sidebar__count">({item.count})</span>
            </li>
          ))}
        </ul>
      </section>

      <section className="blog-sidebar__widget" aria-labelledby="blog-sidebar-tags">
        <h2 id="blog-sidebar-tags" className="blog-sidebar__heading">
          {tags.heading}
        </h2>
        <ul className="blog-sidebar__tags">
          {tags.items.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      </section>
    </aside>
  );
}
