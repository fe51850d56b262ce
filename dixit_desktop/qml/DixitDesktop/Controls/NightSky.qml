pragma ComponentBehavior: Bound

import QtQuick

// The calm night behind every screen: a deep gradient, a few stars, a warm table edge. Its
// numbers (the gradient's stops, where the stars fall, how bright) are the drawing's own.
Rectangle {
    id: sky
    property color tint: "transparent"
    gradient: Gradient {
        GradientStop { position: 0.0; color: Theme.nightDeep }
        GradientStop { position: 0.65; color: Theme.night }
        GradientStop { position: 1.0; color: Theme.nightGlow }
    }
    Rectangle {   // a wash of the player's colour on their screens
        anchors.fill: parent
        color: sky.tint
        opacity: sky.tint.a > 0 ? 0.13 : 0
    }
    Repeater {
        model: 38
        Rectangle {
            required property int index
            readonly property real fx: ((index * 7919) % 1000) / 1000
            readonly property real fy: ((index * 104729) % 1000) / 1000
            x: fx * sky.width
            y: fy * sky.height * 0.8
            width: index % 3 === 0 ? Theme.starBig : Theme.starSmall
            height: width
            radius: width / 2
            color: Theme.moonlight
            opacity: 0.25 + (index % 5) * 0.1
        }
    }
}
