/**
 * Every stylesheet of the app, imported once by main.tsx. Radix Themes comes in its documented parts
 * instead of styles.css: the base tokens, only the colour scales the app names (accent indigo, gray
 * slate, and each `color=` used: scripts/radix-themes-css.test.ts keeps this list complete), the
 * components and the layout utilities, which the radix-themes-css Vite plugin trims to what src can
 * reach. Together about 30 KB gzip less than styles.css.
 */
import "@radix-ui/themes/tokens/base.css";
import "@radix-ui/themes/tokens/colors/slate.css";
import "@radix-ui/themes/tokens/colors/indigo.css";
import "@radix-ui/themes/tokens/colors/red.css";
import "@radix-ui/themes/tokens/colors/amber.css";
import "@radix-ui/themes/tokens/colors/green.css";
import "@radix-ui/themes/tokens/colors/blue.css";
import "@radix-ui/themes/tokens/colors/orange.css";
import "@radix-ui/themes/tokens/colors/violet.css";
import "@radix-ui/themes/tokens/colors/purple.css";
import "@radix-ui/themes/tokens/colors/cyan.css";
import "@radix-ui/themes/components.css";
import "@radix-ui/themes/utilities.css";
import "./app.css";
