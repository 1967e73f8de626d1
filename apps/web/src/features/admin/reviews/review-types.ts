/** GET /api/admin/reviews as the pages see it. */
export interface AdminReview {
  name: string;
  item: string;
  itemName: string;
  route: string | null;
  customerName: string;
  phoneNumber: string;
  email: string | null;
  stars: number;
  title: string;
  comments: string;
  images: string[];
  docstatus: number;
  creation: string;
  modified: string;
}

export type ReviewStatus = 'pending' | 'published' | 'rejected';

export interface ReviewPage {
  data: AdminReview[];
  meta: { status: ReviewStatus; page: number; pageSize: number; total: number };
}

export interface ReviewDecisionResult {
  changed: string[];
  refused: { name: string; reason: string }[];
}
