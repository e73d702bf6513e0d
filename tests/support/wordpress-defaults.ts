/** The image sizes a fresh WordPress registers, in registration order (wp_get_registered_image_subsizes()). */
export const DEFAULT_IMAGE_SIZES = Object.freeze({
  thumbnail: { width: 150, height: 150, crop: true },
  medium: { width: 300, height: 300, crop: false },
  medium_large: { width: 768, height: 0, crop: false },
  large: { width: 1024, height: 1024, crop: false },
  '1536x1536': { width: 1536, height: 1536, crop: false },
  '2048x2048': { width: 2048, height: 2048, crop: false },
});
