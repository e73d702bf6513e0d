/** An image size as wp_get_registered_image_subsizes() reports it (crop: bool or [x, y]). */
export interface RegisteredSize {
  width: number;
  height: number;
  crop: unknown;
}
