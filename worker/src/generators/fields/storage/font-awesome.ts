/**
 * Font Awesome icons for the icon pickers built on it: free icons whose name is the same in
 * Font Awesome 4.7, 5 and 6 (FortAwesome/Font-Awesome src/icons.yml at v4.7.0 and metadata/icons.yml
 * at 6.5.1; mattkeys/Advanced-Custom-Fields-Font-Awesome assets/inc/manifests/5.15.4/FontAwesome-Free-Manifest.yml),
 * so one name stays valid whichever version a site loads. Label and code point as Font Awesome 6 gives them.
 */
export interface FontAwesomeIcon {
  id: string;
  label: string;
  unicode: string;
  style: 'solid' | 'brands';
}

const icons = (style: FontAwesomeIcon['style'], list: ReadonlyArray<readonly [string, string, string]>): FontAwesomeIcon[] =>
  list.map(([id, label, unicode]) => ({ id, label, unicode, style }));

export const FONT_AWESOME_SOLID: readonly FontAwesomeIcon[] = icons('solid', [
  ['star', 'Star', 'f005'], ['heart', 'Heart', 'f004'], ['music', 'Music', 'f001'], ['envelope', 'Envelope', 'f0e0'], ['phone', 'Phone', 'f095'],
  ['user', 'User', 'f007'], ['check', 'Check', 'f00c'], ['camera', 'Camera', 'f030'], ['car', 'Car', 'f1b9'], ['truck', 'Truck', 'f0d1'],
  ['gift', 'Gift', 'f06b'], ['leaf', 'Leaf', 'f06c'], ['bell', 'Bell', 'f0f3'], ['bolt', 'Bolt', 'f0e7'], ['book', 'Book', 'f02d'],
  ['globe', 'Globe', 'f0ac'], ['lock', 'Lock', 'f023'], ['key', 'Key', 'f084'], ['trophy', 'Trophy', 'f091'], ['flag', 'Flag', 'f024'],
  ['tag', 'Tag', 'f02b'], ['comment', 'Comment', 'f075'], ['map', 'Map', 'f279'], ['briefcase', 'Briefcase', 'f0b1'],
  ['graduation-cap', 'Graduation Cap', 'f19d'], ['bicycle', 'Bicycle', 'f206'], ['plane', 'Plane', 'f072'], ['building', 'Building', 'f1ad'],
  ['paw', 'Paw', 'f1b0'], ['tree', 'Tree', 'f1bb'], ['cloud', 'Cloud', 'f0c2'], ['fire', 'Fire', 'f06d'], ['anchor', 'Anchor', 'f13d'],
  ['bus', 'Bus', 'f207'], ['bed', 'Bed', 'f236'], ['stethoscope', 'Stethoscope', 'f0f1'], ['ship', 'Ship', 'f21a'], ['train', 'Train', 'f238'],
  ['film', 'Film', 'f008'], ['microphone', 'Microphone', 'f130'], ['headphones', 'Headphones', 'f025'], ['wrench', 'Wrench', 'f0ad'],
  ['rocket', 'Rocket', 'f135'], ['users', 'Users', 'f0c0'], ['recycle', 'Recycle', 'f1b8'],
]);

export const FONT_AWESOME_BRANDS: readonly FontAwesomeIcon[] = icons('brands', [
  ['facebook', 'Facebook', 'f09a'], ['instagram', 'Instagram', 'f16d'], ['twitter', 'Twitter', 'f099'], ['linkedin', 'LinkedIn', 'f08c'],
  ['youtube', 'YouTube', 'f167'], ['github', 'GitHub', 'f09b'],
]);
