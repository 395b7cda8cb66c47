// The database schema as an ordered list of migrations. Each runs once, in its own transaction, and
// is recorded in schema_migrations. Append new migrations at the end (migrations-9-13.ts, or a new part
// when it grows). What an applied migration does to a database must never change: its id, name and SQL
// stay as they shipped. Its SQL may be written with shared pieces (./ddl.ts, the columns in
// ./migrations-1-7.ts, the home page's built-in copy), so a change to one of those must leave every
// migration built with it writing the same SQL.
import { firstMigrations } from './migrations-1-7.ts';
import { migration8 } from './migration-8.ts';
import { laterMigrations } from './migrations-9-13.ts';
import { migration15 } from './migration-15.ts';
import { migration16 } from './migration-16.ts';
import { migration17 } from './migration-17.ts';
import { migration18 } from './migration-18.ts';
import { migration19 } from './migration-19.ts';
import { migration20 } from './migration-20.ts';
import { migration21 } from './migration-21.ts';

export interface Migration {
  id: number;
  name: string;
  sql: string;
  /**
   * Runs with foreign keys off (rebuilding a table: dropping a parent would otherwise delete its
   * children). Every reference is checked before the migration is recorded, and the setting restored.
   */
  foreignKeysOff?: boolean;
}

/** Every migration, in order; each part holds a few, written once and never changed after it shipped. */
export const migrations: readonly Migration[] = [...firstMigrations, ...migration8, ...laterMigrations, ...migration15, ...migration16, ...migration17, ...migration18, ...migration19, ...migration20, ...migration21];
