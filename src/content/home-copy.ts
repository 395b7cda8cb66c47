// The home page's built-in copy, shown when its content cannot be read. The page loads this module only then
// (src/app/routes/home.tsx), so the texts stay out of the first download. They are written once, in
// common/content/home-copy.ts, which migration 15 also took them from.
export { builtInHomeCopy } from '@common/content/home-copy';
