import type { ColumnType, Generated } from 'kysely';
import type { FormSubmitActions } from './pages.schemas';

/** A landing page (migration 0022). page_key is unique across every account. */
export interface PagesTable {
  id: Generated<number>;
  account_id: number;
  page_key: string;
  name: string;
  title: string;
  html: string | null;
  /** The editor's project data (GrapesJS), as text. */
  json: string | null;
  /** The form's page and lead actions (JSON; read parsed or as text depending on the driver). */
  form_submit_actions: ColumnType<
    FormSubmitActions | string | null,
    string | null | undefined,
    string | null
  >;
  archived: Generated<number>;
  content_version: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** One field of a page's form; exactly one of custom_field_id / system_field_type is set. */
export interface PageFormFieldsTable {
  id: Generated<number>;
  page_id: number;
  position: number;
  custom_field_id: number | null;
  system_field_type: string | null;
  is_required: number;
  save_to_lead: number;
}

/** A relative resource of an imported page, stored in the uploads bucket. */
export interface PageAssetsTable {
  id: Generated<number>;
  page_id: number;
  /** The path as in the imported files, e.g. `css/site.css`. */
  path: string;
  s3_key: string;
  content_type: string;
  size: number;
  created_at: Generated<Date>;
}
