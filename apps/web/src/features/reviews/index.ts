export { HomeReviewsSlot } from "./home-reviews-slot";
