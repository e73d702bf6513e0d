<?php
/**
 * Golden inputs for ACF / Secure Custom Fields: what a theme passes to update_field(), in the
 * formats ACF's own forms submit (date_picker Ymd, date_time_picker Y-m-d H:i:s).
 *
 * @package SeedPress
 */

declare(strict_types=1);

require_once dirname( __DIR__ ) . '/sample-texts.php';

return static fn( array $r ): array => seedpress_compat_sample_texts() + array(
	'price'           => 129.5,
	'twitter_url'     => 'https://x.com/annamartin',
	'birth_date'      => '19870412',
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
	'attendee_list'   => $r['csv_1'],
	'reading_notes'   => $r['text_1'],
	'trailer'         => $r['flv_1'],
	'json_tagline'    => 'Stories from the harbour',
	'include_rating'  => 7,
	'editor_email'    => 'editor@example.com',
	'related_books'   => array( $r['book_1'], $r['book_2'] ),
	'main_book'       => $r['book_3'],
	// The edit screen posts a taxonomy field's checked ids as strings, and ACF stores them as given.
	'genres'          => array( (string) $r['term_fiction'], (string) $r['term_history'] ),
	'account_manager' => $r['user_editor'],
	'booking_link'    => array( 'title' => 'Book now', 'url' => 'https://example.com/book', 'target' => '_blank' ),
	'location'        => array( 'address' => '10 Downing Street, London', 'lat' => 51.5033635, 'lng' => -0.1276248, 'zoom' => 14 ),
	'year'            => 2019,
	'price_band'      => 350,
	'parcel_weight'   => 2.5,
	'review_rating'   => 4.5,
	'country'         => 'atlantis',
	'city'            => 'gotham',
	'cities'          => array( 'eldorado', '42' ),
	'closing_time'    => '20260630',
	'date'            => '18:45:00',
	'venue'           => array( 'venue_name' => 'Olympia', 'venue_city' => 'Paris', 'venue_capacity' => 1996 ),
	'photo_gallery'   => array( $r['image_1'], $r['image_2'], $r['image_3'] ),
	'specs'           => array( array( 'spec_label' => 'Weight', 'spec_value' => 12 ), array( 'spec_label' => 'Width', 'spec_value' => 40 ) ),
	'sections'        => array(
		array( 'acf_fc_layout' => 'text_block', 'body' => 'The house sits above the old port.' ),
		array( 'acf_fc_layout' => 'quote', 'quote_text' => 'Best breakfast on the coast.', 'quote_author' => 'Le Petit Guide' ),
	),
);
