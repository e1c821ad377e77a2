export { Widget as AlphaPage } from "./components/widget";
