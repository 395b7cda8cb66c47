import { installConsoleGuard } from '../common/testing/console.ts';

installConsoleGuard();
