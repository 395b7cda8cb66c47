// The console guard the site's tests share with the server's (common/testing/console.ts).
export { expectConsoleError, installConsoleGuard } from '@common/testing/console';
