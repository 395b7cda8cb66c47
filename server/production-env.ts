// `npm start` serves the site as production: React and the other libraries that read NODE_ENV take their
// production builds (React's development build rendered a service page in about twice the time, with checks
// and warnings meant for a developer's console). Imported first, before anything that loads them; a NODE_ENV
// set by whoever starts the server still wins.
process.env.NODE_ENV ??= 'production';
export {};
