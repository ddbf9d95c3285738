/** Debian's Chromium unless CHROMIUM_PATH names another. */
export declare const chromiumPath: string

/** Flags that keep a headless run on a closed network quiet and reliable. */
export declare const chromiumArgs: string[]
