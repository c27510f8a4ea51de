/** What a toast says (spec §8): a title such as 'Booking Failed', and the details under it. */
export interface ToastMessage {
  title: string;
  description?: string;
}
