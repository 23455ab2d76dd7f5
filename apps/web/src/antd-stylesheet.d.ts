/** The address of antd's prebuilt stylesheet (build/antd-stylesheet.ts); '' under Vitest. */
declare module 'virtual:antd-stylesheet' {
  const href: string;
  export default href;
}
