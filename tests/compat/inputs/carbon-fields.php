<?php
/**
 * Golden inputs for Carbon Fields: what carbon_set_post_meta() is given (map with the "lat,lng" value its form computes, associations as
 * "type:subtype:id" strings, complex rows with their layout in "_type").
 *
 * @package SeedPress
 */

declare(strict_types=1);

require_once dirname( __DIR__ ) . '/sample-texts.php';

return static fn( array $r ): array => seedpress_compat_sample_texts() + array(
	'price'           => '129',
	'tracking_code'   => '<script>window.dataLayer = [];</script>',
	'reference_code'  => 'REF-2291',
	'layout'          => 'boxed',
	'birth_date'      => '1987-04-12',
	'event_start'     => '2026-06-15 19:30:00',
	'opening_time'    => '09:30:00',
	'brand_color'     => '#1e73be',
	'is_featured'     => true,
	'size'            => 'm',
	'languages'       => array( 'en', 'fr' ),
	'amenities'       => array( 'wifi', 'pool' ),
	'rating'          => '5',
	'cover_image'     => $r['image_1'],
	'brochure'        => $r['file_1'],
	'flyer'           => $r['image_2'],
	'teaser'          => $r['video_1'],
	'reading_notes'   => $r['text_1'],
	'attendee_list'   => $r['csv_1'],
	'trailer'         => $r['webm_1'],
	'room'            => 'garden',
	'faqs'            => array( array( 'question' => 'Is there parking?', 'answer' => 'Yes, behind the hall.' ) ),
	'photo_gallery'   => array( $r['image_1'], $r['image_2'], $r['image_3'] ),
	'related_books'   => array( "post:compat_book:{$r['book_1']}", "post:compat_book:{$r['book_2']}" ),
	'account_manager' => array( "user:user:{$r['user_editor']}" ),
	'location'        => array( 'value' => '51.5033635,-0.1276248', 'lat' => 51.5033635, 'lng' => -0.1276248, 'zoom' => 14, 'address' => '10 Downing Street, London' ),
	'year'            => '2019',
	'price_band'      => '350',
	'parcel_weight'   => '2.5',
	'review_rating'   => '4.5',
	'country'         => 'atlantis',
	'city'            => 'gotham',
	'cities'          => array( 'eldorado', '42' ),
	'closing_time'    => '2026-06-30',
	'date'            => '18:45:00',
	'specs'           => array( array( 'spec_label' => 'Weight', 'spec_value' => '12' ), array( 'spec_label' => 'Width', 'spec_value' => '40' ) ),
	'sections'        => array(
		array( '_type' => 'text_block', 'body' => 'The house sits above the old port.' ),
		array( '_type' => 'quote', 'quote_text' => 'Best breakfast on the coast.', 'quote_author' => 'Le Petit Guide' ),
	),
);
