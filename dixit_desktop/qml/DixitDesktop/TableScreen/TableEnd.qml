pragma ComponentBehavior: Bound

import QtQuick
import DixitDesktop.Backend
import DixitDesktop.Controls

// The end, for the whole room: who won, and every rabbit with its score, best first.
Item {
    id: view
    objectName: "tableEnd"
    required property TableSizes sizes

    Column {
        anchors.centerIn: parent
        width: parent.width
        spacing: view.sizes.gap * 2

        Text {
            objectName: "tableWinners"
            width: parent.width
            horizontalAlignment: Text.AlignHCenter
            text: Round.winnersText
            font.family: Theme.titleFont
            font.weight: Font.DemiBold
            font.pixelSize: view.sizes.fontHuge * 1.3
            fontSizeMode: Text.HorizontalFit
            minimumPixelSize: view.sizes.fontTitle
            color: Theme.gold
        }
        Grid {
            id: podium
            anchors.horizontalCenter: parent.horizontalCenter
            readonly property int count: Math.max(1, Round.standings.length)
            columns: Math.ceil(count / Math.ceil(count / 6))   // up to 6 abreast, rows as even as can be
            readonly property real cell: Math.min(view.sizes.fontBody * 6, (view.width - (columns - 1) * spacing) / columns)
            spacing: view.sizes.gap
            horizontalItemAlignment: Grid.AlignHCenter
            verticalItemAlignment: Grid.AlignBottom
            Repeater {
                model: Round.standings
                delegate: Column {
                    id: place
                    required property var modelData
                    width: podium.cell
                    spacing: view.sizes.gapQuarter
                    Rabbit {
                        anchors.horizontalCenter: parent.horizontalCenter
                        width: podium.cell * (place.modelData.isWinner ? Theme.podiumWinnerRabbit : Theme.podiumRabbit)
                        colour: place.modelData.colour
                        symbol: place.modelData.symbol
                        name: place.modelData.name
                    }
                    Text {
                        width: parent.width
                        horizontalAlignment: Text.AlignHCenter
                        elide: Text.ElideRight
                        text: place.modelData.name
                        font.family: Theme.titleFont
                        font.pixelSize: view.sizes.fontSmall
                        color: place.modelData.isWinner ? Theme.gold : Theme.paper
                    }
                    Text {
                        width: parent.width
                        horizontalAlignment: Text.AlignHCenter
                        text: qsTr("%1 points").arg(place.modelData.score)
                        font.family: Theme.textFont
                        font.pixelSize: view.sizes.fontSmall
                        color: Theme.moonlight
                    }
                }
            }
        }
    }
}
