/** Store pages of the (fictional) Freight Demo mobile app. */
export const appStoreUrls = {
  googlePlay: 'https://play.google.com/store/apps/details?id=com.example.freightdemo',
  appStore: 'https://apps.apple.com/app/freight-demo/id0000000000',
}
