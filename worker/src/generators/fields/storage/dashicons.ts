/**
 * Dashicons, the icon font WordPress ships (wp-includes/css/dashicons.css): a selection of its
 * classes, for icon pickers that offer it (ACF's icon_picker "Dashicons" tab).
 */
export const DASHICONS: readonly string[] = [
  'dashicons-admin-home', 'dashicons-admin-site', 'dashicons-admin-users', 'dashicons-admin-tools', 'dashicons-admin-generic',
  'dashicons-admin-links', 'dashicons-location', 'dashicons-location-alt', 'dashicons-phone', 'dashicons-email', 'dashicons-email-alt',
  'dashicons-calendar', 'dashicons-calendar-alt', 'dashicons-clock', 'dashicons-star-filled', 'dashicons-star-empty', 'dashicons-heart',
  'dashicons-cart', 'dashicons-products', 'dashicons-store', 'dashicons-money-alt', 'dashicons-chart-bar', 'dashicons-chart-pie',
  'dashicons-camera', 'dashicons-format-image', 'dashicons-format-video', 'dashicons-format-audio', 'dashicons-microphone',
  'dashicons-book', 'dashicons-welcome-learn-more', 'dashicons-awards', 'dashicons-shield', 'dashicons-lock', 'dashicons-unlock',
  'dashicons-lightbulb', 'dashicons-megaphone', 'dashicons-groups', 'dashicons-businessperson', 'dashicons-building', 'dashicons-car',
  'dashicons-airplane', 'dashicons-palmtree', 'dashicons-food', 'dashicons-coffee', 'dashicons-carrot', 'dashicons-pets',
  'dashicons-smartphone', 'dashicons-laptop', 'dashicons-desktop', 'dashicons-cloud', 'dashicons-download', 'dashicons-upload',
  'dashicons-search', 'dashicons-share', 'dashicons-thumbs-up', 'dashicons-yes-alt', 'dashicons-info', 'dashicons-warning',
];
