<?php
/**
 * Golden inputs for Meta Box: what rwmb_set_meta() is given, in the formats Meta Box's own form
 * submits (date in its display format d-m-Y, saved as Y-m-d through save_format).
 *
 * @package SeedPress
 */

declare(strict_types=1);

require_once dirname( __DIR__ ) . '/sample-texts.php';

return static fn( array $r ): array => seedpress_compat_sample_texts() + array(
	'capacity'        => 120,
	'birth_date'      => '12-04-1987',
	'event_start'     => '2026-06-15 19:30',
	'opening_time'    => '09:30',
	'brand_color'     => '#1e73be',
	'is_featured'     => 1,
	'size'            => 'm',
	'languages'       => array( 'en', 'fr' ),
	'amenities'       => array( 'wifi', 'pool' ),
	'rating'          => '5',
	'cover_image'     => $r['image_1'],
	'photo_gallery'   => array( $r['image_1'], $r['image_2'], $r['image_3'] ),
	'brochure'        => array( $r['file_1'] ),
	'history'         => '<p>The house opened in <em>1921</em>.</p>',
	'press_kit'       => wp_get_attachment_url( $r['file_1'] ),
	'leaflet'         => array( $r['image_2'] ),
	'poster'          => array( $r['file_1'] ),
	'teaser'          => array( $r['video_1'] ),
	'transcript'      => array( $r['text_1'] ),
	'clip'            => array( $r['video_1'] ),
	'attendee_list'   => array( $r['csv_1'] ),
	'trailer'         => array( $r['webm_1'] ),
	'hall'            => 'garden',
	'main_book'       => $r['book_3'],
	'related_books'   => array( $r['book_1'], $r['book_2'] ),
	'genres'          => array( $r['term_fiction'], $r['term_history'] ),
	'topics'          => array( $r['term_science'], $r['term_history'] ),
	'account_manager' => $r['user_editor'],
	'address'         => '10 Downing Street, London',
	'location'        => '51.5033635,-0.1276248,14',
	'phones'          => array( '+33 6 12 34 56 78', '+44 20 7946 0958' ),
	'year'            => 2019,
	'price_band'      => 350,
	'parcel_weight'   => 3,
	'review_rating'   => 4.5,
	'country'         => 'atlantis',
	'city'            => 'gotham',
	'cities'          => array( 'eldorado', '42' ),
	'closing_time'    => '30.06.2026',
	'date'            => '18:45',
	'opening_hours'   => array( array( 'Monday', '9:00-17:00' ), array( 'Saturday', '10:00-13:00' ) ),
);
