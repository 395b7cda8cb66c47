// For tests: the enquiries table as stored, read through a connection of its own.
import Database from 'better-sqlite3';

/** Every enquiry row in the database file, oldest first. */
export function storedEnquiries(databasePath: string): Record<string, unknown>[] {
  const db = new Database(databasePath, { readonly: true });
  try {
    return db.prepare('SELECT * FROM enquiries ORDER BY id').all() as Record<string, unknown>[];
  } finally {
    db.close();
  }
}
