// The files visitors send with a form (migration 0035, docs/forms.md): stored with the enquiry they came with, read
// back one at a time for staff to download, listed for the enquiry's page and a privacy export. Prepared statements
// only.
import type Database from 'better-sqlite3';

import type { FormFileType } from '../../common/kinds/forms.ts';

export interface EnquiryFileEntry {
  id: number;
  enquiry_id: number;
  /** The form field it answers. */
  field_key: string;
  name: string;
  type: FormFileType;
  bytes: number;
  created_at: string;
}

export interface EnquiryFile extends EnquiryFileEntry {
  data: Buffer;
}

const ENTRY = 'id, enquiry_id, field_key, name, type, bytes, created_at';

export class EnquiryFiles {
  private readonly statements;

  constructor(readonly db: Database.Database) {
    this.statements = {
      add: db.prepare(
        'INSERT INTO enquiry_files (enquiry_id, field_key, name, type, bytes, data, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ),
      of: db.prepare(`SELECT ${ENTRY} FROM enquiry_files WHERE enquiry_id = ? ORDER BY id`),
      get: db.prepare(`SELECT ${ENTRY}, data FROM enquiry_files WHERE id = ? AND enquiry_id = ?`),
    };
  }

  /** Stores one file of an enquiry; returns its id. */
  add(enquiryId: number, fieldKey: string, name: string, type: FormFileType, data: Buffer, at = new Date()): number {
    return Number(this.statements.add.run(enquiryId, fieldKey, name, type, data.length, data, at.toISOString()).lastInsertRowid);
  }

  /** The enquiry's files, without their bytes. */
  of(enquiryId: number): EnquiryFileEntry[] {
    return this.statements.of.all(enquiryId) as EnquiryFileEntry[];
  }

  /** One file of the enquiry, with its bytes; undefined when the enquiry has no such file. */
  get(enquiryId: number, id: number): EnquiryFile | undefined {
    return this.statements.get.get(id, enquiryId) as EnquiryFile | undefined;
  }
}
