export const home = {
  'home.heading': 'Gulf Glow: skin care and beauty, delivered across Oman',
  'home.sliderLabel': 'Featured offers',
  'home.bannerAlt': '{title}',
  'home.categoriesTitle': 'Shop by Category',
  'home.viewAll': 'View All',
  'home.viewAllLabel': 'View all {title}',
  'home.unavailableTitle': 'Our shelves are being restocked',
  'home.unavailableText': 'We could not load the home page right now. You can still browse every product in the shop.',
  'home.browseShop': 'Browse the shop',
} as const;
