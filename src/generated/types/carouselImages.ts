// generated — do not edit; edit schemas/carouselImages.yaml and run npm run generate

/**
 * A record of Carousel images (/swiper/swiperImg).
 */
export interface CarouselImagesRecord {
  /**
   * ID
   */
  id: number;
  /**
   * Image
   */
  image: string;
  /**
   * Title
   */
  title: string;
  /**
   * Link
   */
  link?: string;
  /**
   * Order — Position in the carousel; lower shows first.
   */
  display_order: number;
  /**
   * Status
   */
  status?: 1 | 0;
  /**
   * Shown from
   */
  valid_from: string;
  /**
   * Shown until
   */
  valid_to: string;
  /**
   * Created
   */
  created_at?: string;
}
