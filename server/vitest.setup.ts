import { installConsoleGuard } from '../src/testing/console.ts';

installConsoleGuard();
