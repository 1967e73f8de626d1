/** A Frappe filter: [field, operator, value]. */
export type FrappeFilterValue = [string, string, unknown];

export interface ListingRequest {
  fields?: string[];
  filters?: FrappeFilterValue[];
  or_filters?: FrappeFilterValue[];
  order_by?: string;
  group_by?: string;
  limit_start?: number;
  limit_page_length?: number;
}
