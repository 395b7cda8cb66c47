import { installConsoleGuard } from '../common/testing/console.ts';
import { startNewDatabasesFrom } from './db/database.ts';
import { migratedOnce } from './db/test-template.ts';

installConsoleGuard();

// A new database starts in the state every migration leaves it in, migrated once in this process (0.15 s of CPU
// each time otherwise); a test that gives migrations of its own runs them (server/db/database.ts).
startNewDatabasesFrom(migratedOnce);
