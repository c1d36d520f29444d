// The database's types, generated from the migrations by `npm run db:types` into
// supabase/functions/_shared/ (the edge functions read the same file).
import type { Database } from '../../supabase/functions/_shared/database.types.ts';

export type {
  Database,
  Json,
  Tables,
  TablesInsert,
  TablesUpdate,
} from '../../supabase/functions/_shared/database.types.ts';

type PublicSchema = Database['public'];

/** A function of the API (an RPC): `Functions<'create_registrations'>['Args']`, `['Returns']`. */
export type Functions<Name extends keyof PublicSchema['Functions']> = PublicSchema['Functions'][Name];

/** A row of a view: `Views<'admin_registration_rows'>`. */
export type Views<Name extends keyof PublicSchema['Views']> = PublicSchema['Views'][Name]['Row'];
