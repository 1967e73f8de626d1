/** Identity of the shop shared by the services and the storefront. */
export const SHOP_NAME = 'Gulf Glow';

/** The warehouse the storefront sells from unless STORE_WAREHOUSE says otherwise. */
export const DEFAULT_STORE_WAREHOUSE = 'Muscat Store - GG';

/** SPEC §7: the home page is the Web Page '{product}-home-page'. */
export const HOME_PAGE_NAME = 'gulf-glow-home-page';
